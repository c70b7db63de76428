import { useCallback, useEffect, useRef } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * Invalidates `keys` shortly after the last call: a burst of realtime events (a week of hours
 * replaced is a delete and an insert per interval) causes one refetch, not one per row.
 */
export function useInvalidateSoon(keys: readonly QueryKey[], delayMs = 50) {
  const queryClient = useQueryClient();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const latestKeys = useRef(keys);
  useEffect(() => {
    latestKeys.current = keys;
  });
  useEffect(() => () => clearTimeout(timer.current), []);
  return useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      for (const queryKey of latestKeys.current) void queryClient.invalidateQueries({ queryKey });
    }, delayMs);
  }, [queryClient, delayMs]);
}
