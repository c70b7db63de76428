import { useEffect, useState } from 'react';

/** The current instant (epoch ms), renewed every `intervalMs`: for countdowns and "abre hoje". */
export function useNow(intervalMs = 15_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
