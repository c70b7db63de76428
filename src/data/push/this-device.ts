import { useQuery } from '@tanstack/react-query';
import { thisDeviceEndpoint, type PushWorker } from '@/lib/web-push';
import { pushKeys } from './keys';

/** This browser's push endpoint for a worker (null: not subscribed), as the other queries see it. */
export function useThisDeviceEndpoint(worker: PushWorker, enabled = true) {
  return useQuery({
    queryKey: pushKeys.thisDevice(worker.scope),
    queryFn: () => thisDeviceEndpoint(worker),
    enabled,
    staleTime: Infinity,
  });
}
