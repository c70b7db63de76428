// Toasts, through sonner, which loads with the first toast: a customer who never sees one renders the
// menu without it (DESIGN.md section 8). Sonner's Toaster replays the toasts published before it
// subscribed, so nothing shown while it loads is lost.
import type { ExternalToast } from 'sonner';

type Sonner = typeof import('sonner');
type Message = Parameters<Sonner['toast']>[0];
type Kind = 'success' | 'error' | 'warning' | 'info';

let loading: Promise<Sonner> | undefined;
const onFirstLoad = new Set<() => void>();

/** Sonner, imported once; the first call also tells the lazy Toaster to mount. */
export function loadSonner(): Promise<Sonner> {
  if (!loading) {
    loading = import('sonner');
    for (const listener of onFirstLoad) listener();
  }
  return loading;
}

export function sonnerRequested(): boolean {
  return loading !== undefined;
}

export function subscribeSonnerRequested(listener: () => void): () => void {
  onFirstLoad.add(listener);
  return () => onFirstLoad.delete(listener);
}

function show(kind: Kind | 'message', message: Message, data?: ExternalToast): void {
  void loadSonner().then(({ toast: sonnerToast }) => {
    if (kind === 'message') sonnerToast(message, data);
    else sonnerToast[kind](message, data);
  });
}

export const toast = Object.assign(
  (message: Message, data?: ExternalToast) => show('message', message, data),
  {
    success: (message: Message, data?: ExternalToast) => show('success', message, data),
    error: (message: Message, data?: ExternalToast) => show('error', message, data),
    warning: (message: Message, data?: ExternalToast) => show('warning', message, data),
    info: (message: Message, data?: ExternalToast) => show('info', message, data),
  },
);
