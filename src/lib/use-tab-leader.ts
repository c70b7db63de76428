// One tab of this browser speaks for all: the one holding a Web Lock of the given name. When it
// closes (or reloads) another takes over. Without Web Locks every tab leads.
import { useEffect, useState } from 'react';

export function useTabLeader(name: string): boolean {
  const hasLocks = typeof navigator !== 'undefined' && 'locks' in navigator && !!navigator.locks;
  const [leader, setLeader] = useState(!hasLocks);
  useEffect(() => {
    if (!hasLocks) return;
    const abort = new AbortController();
    let release: () => void = () => {};
    navigator.locks
      .request(name, { signal: abort.signal }, () => {
        setLeader(true);
        return new Promise<void>((resolve) => (release = resolve));
      })
      .catch(() => undefined);
    return () => {
      abort.abort();
      release();
      setLeader(false);
    };
  }, [name, hasLocks]);
  return leader;
}
