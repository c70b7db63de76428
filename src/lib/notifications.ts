// Browser notifications for the order panel: permission is asked only from the owner's click
// ('Ativar notificações'), never on load. Where the page may not construct notifications itself
// (Chrome on Android) the service worker shows them.
import { useCallback, useSyncExternalStore } from 'react';

export type NotificationState = NotificationPermission | 'unsupported';

const listeners = new Set<() => void>();

function current(): NotificationState {
  return typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;
}

export function useNotificationPermission(): [NotificationState, () => Promise<void>] {
  const state = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    current,
    () => 'unsupported' as const,
  );
  const request = useCallback(async () => {
    if (current() !== 'default') return;
    try {
      await Notification.requestPermission();
    } catch {
      // An old Safari takes a callback instead; it is asked again at the next click.
    }
    listeners.forEach((listener) => listener());
  }, []);
  return [state, request];
}

export interface PanelNotification {
  title: string;
  body: string;
  tag: string;
  /** Where a click on it takes the panel. */
  url: string;
}

/** Shows a notification when the tab is hidden and the owner allowed them; false otherwise. */
export function notifyWhenHidden(notice: PanelNotification, onClick: () => void): boolean {
  if (document.visibilityState !== 'hidden' || current() !== 'granted') return false;
  const options = { body: notice.body, tag: notice.tag, requireInteraction: true };
  try {
    const notification = new Notification(notice.title, options);
    notification.onclick = () => {
      window.focus();
      onClick();
      notification.close();
    };
    return true;
  } catch {
    // Chrome on Android: only a service worker may show one (public/sw.js opens `url` on click).
    void navigator.serviceWorker?.ready
      .then((registration) =>
        registration.showNotification(notice.title, { ...options, data: { url: notice.url } }),
      )
      .catch(() => undefined);
    return true;
  }
}
