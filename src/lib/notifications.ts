// Browser notifications for the order panel: permission is asked only from the owner's click
// ('Ativar notificações'), never on load. Where the page may not construct notifications itself
// (Chrome on Android) the service worker shows them.
import { useCallback, useSyncExternalStore } from 'react';

export type NotificationState = NotificationPermission | 'unsupported';

const listeners = new Set<() => void>();

function read(): NotificationState {
  return typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;
}

/**
 * The permission as last read. Chromium answers Notification.permission with a synchronous call to
 * the browser process, and the panel renders at every order: read once, then again when it may
 * have changed (the owner's answer, the tab coming back from the browser's settings).
 */
let known: NotificationState | undefined;

function current(): NotificationState {
  return (known ??= read());
}

function refresh() {
  const next = read();
  if (next === known) return;
  known = next;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (listeners.size === 1) {
    window.addEventListener('focus', refresh);
    document.addEventListener('visibilitychange', refresh);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      window.removeEventListener('focus', refresh);
      document.removeEventListener('visibilitychange', refresh);
    }
  };
}

export function useNotificationPermission(): [NotificationState, () => Promise<void>] {
  const state = useSyncExternalStore(subscribe, current, () => 'unsupported' as const);
  const request = useCallback(async () => {
    if (current() !== 'default') return;
    try {
      await Notification.requestPermission();
    } catch {
      // An old Safari takes a callback instead; it is asked again at the next click.
    }
    refresh();
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
  if (document.visibilityState !== 'hidden' || read() !== 'granted') return false;
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
