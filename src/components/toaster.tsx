import { useEffect, useSyncExternalStore } from 'react';
import type { ToasterProps } from 'sonner';
import { loadedSonner, loadSonner, subscribeSonnerLoaded } from '@/lib/toast';

/** Loads sonner once the page is idle after its first render. */
function useIdlePreload() {
  useEffect(() => {
    const load = () => void loadSonner().catch(() => {});
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(load, { timeout: 3000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(load, 1500);
    return () => window.clearTimeout(id);
  }, []);
}

/**
 * Sonner's Toaster, downloaded after the page has rendered: it is not needed to show a page, but it
 * must be there before the network may be gone (a customer offline at checkout still sees the error).
 */
export function Toaster(props: ToasterProps) {
  useIdlePreload();
  const sonner = useSyncExternalStore(subscribeSonnerLoaded, loadedSonner, loadedSonner);
  return sonner ? <sonner.Toaster {...props} /> : null;
}
