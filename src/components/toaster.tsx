import { useEffect, useSyncExternalStore } from 'react';
import type { ToasterProps } from 'sonner';
import { loadedSonner, loadSonner, subscribeSonnerLoaded } from '@/lib/toast';

const PRELOAD_AFTER_MS = 3000;

/** Loads sonner at the visitor's first touch or key, or a few seconds after the first render. */
function usePreload() {
  useEffect(() => {
    const load = () => {
      stop();
      void loadSonner().catch(() => {});
    };
    const timer = window.setTimeout(load, PRELOAD_AFTER_MS);
    const events = ['pointerdown', 'keydown'] as const;
    const stop = () => {
      window.clearTimeout(timer);
      for (const event of events) window.removeEventListener(event, load, true);
    };
    for (const event of events) window.addEventListener(event, load, true);
    return stop;
  }, []);
}

/**
 * Sonner's Toaster, downloaded after the page has rendered: it is not needed to show a page, but it
 * must be there before the network may be gone (a customer offline at checkout still sees the error).
 */
export function Toaster(props: ToasterProps) {
  usePreload();
  const sonner = useSyncExternalStore(subscribeSonnerLoaded, loadedSonner, loadedSonner);
  return sonner ? <sonner.Toaster {...props} /> : null;
}
