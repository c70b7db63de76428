import { useEffect, useSyncExternalStore } from 'react';
import type { ToasterProps } from 'sonner';
import { onFirstInteraction } from '@/lib/on-first-interaction';
import { loadedSonner, loadSonner, subscribeSonnerLoaded } from '@/lib/toast';

/** Loads sonner at the visitor's first touch or key, or a few seconds after the first render. */
function usePreload() {
  useEffect(() => onFirstInteraction(() => void loadSonner().catch(() => {})), []);
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
