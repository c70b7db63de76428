// Toasts, through sonner, which loads at the first touch or key, a few seconds after the first
// render (components/toaster.tsx) or with the first toast: the menu renders without it
// (docs/performance.md). Sonner's Toaster replays the toasts published before it subscribed, so
// nothing shown while it loads is lost.
import type { ExternalToast } from 'sonner';

type Sonner = typeof import('sonner');
type Message = Parameters<Sonner['toast']>[0];
type Kind = 'success' | 'error' | 'warning' | 'info';

let loading: Promise<Sonner> | undefined;
let loaded: Sonner | undefined;
const onLoad = new Set<() => void>();

/** Sonner, imported once (a failed download, the network gone, is tried again by the next call). */
export function loadSonner(): Promise<Sonner> {
  loading ??= import('sonner').then(
    (module) => {
      loaded = module;
      for (const listener of onLoad) listener();
      return module;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** Sonner once downloaded, for the Toaster to mount. */
export function loadedSonner(): Sonner | undefined {
  return loaded;
}

export function subscribeSonnerLoaded(listener: () => void): () => void {
  onLoad.add(listener);
  return () => onLoad.delete(listener);
}

function show(kind: Kind | 'message', message: Message, data?: ExternalToast): void {
  loadSonner().then(
    ({ toast: sonnerToast }) => {
      if (kind === 'message') sonnerToast(message, data);
      else sonnerToast[kind](message, data);
    },
    (error: unknown) => console.error('Could not load the toasts', error),
  );
}

export const toast = Object.assign(
  (message: Message, data?: ExternalToast) => show('message', message, data),
  {
    success: (message: Message, data?: ExternalToast) => show('success', message, data),
    error: (message: Message, data?: ExternalToast) => show('error', message, data),
    warning: (message: Message, data?: ExternalToast) => show('warning', message, data),
    info: (message: Message, data?: ExternalToast) => show('info', message, data),
    /** Closes a toast by its id (all of them without one); nothing to close before sonner loads. */
    dismiss: (id?: string | number) => loadedSonner()?.toast.dismiss(id),
  },
);
