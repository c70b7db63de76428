import { lazy, Suspense, useSyncExternalStore } from 'react';
import type { ToasterProps } from 'sonner';
import { loadSonner, sonnerRequested, subscribeSonnerRequested } from '@/lib/toast';

const SonnerToaster = lazy(async () => ({ default: (await loadSonner()).Toaster }));

/** Sonner's Toaster, mounted (and downloaded) only once something asks for a toast. */
export function Toaster(props: ToasterProps) {
  const requested = useSyncExternalStore(
    subscribeSonnerRequested,
    sonnerRequested,
    sonnerRequested,
  );
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster {...props} />
    </Suspense>
  );
}
