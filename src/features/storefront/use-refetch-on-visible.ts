import { useEffect, useRef } from 'react';

/** Refetches when the customer comes back to the tab (changes may have been missed meanwhile). */
export function useRefetchOnVisible(refetch: () => unknown) {
  const latest = useRef(refetch);
  useEffect(() => {
    latest.current = refetch;
  });
  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible') void latest.current();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, []);
}
