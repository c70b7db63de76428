import { useQuery } from '@tanstack/react-query';
import { publicApi } from '@/lib/supabase-public';
import {
  ORDER_WORKER,
  subscribeThisDevice,
  thisDeviceEndpoint,
  unsubscribeThisDevice,
} from '@/lib/web-push';
import { useCacheMutation, type MutationOptions } from '../mutation';
import { pushKeys } from './keys';
import { assertOk } from '../query';

/** The order this browser's notices follow (one endpoint per worker: the latest order asked for). */
const NOTICES_ORDER_KEY = 'comanda-order-notices';

function noticesOrder(): string | null {
  try {
    return localStorage.getItem(NOTICES_ORDER_KEY);
  } catch {
    return null;
  }
}

function rememberNoticesOrder(orderId: string | null): void {
  try {
    if (orderId) localStorage.setItem(NOTICES_ORDER_KEY, orderId);
    else localStorage.removeItem(NOTICES_ORDER_KEY);
  } catch {
    // Private mode: the page just offers the notices again next time.
  }
}

/** Whether this browser gets this order's notices. */
export async function orderNoticesOn(orderId: string): Promise<boolean> {
  return noticesOrder() === orderId && (await thisDeviceEndpoint(ORDER_WORKER)) !== null;
}

export function useOrderNoticesOn(orderId: string, enabled: boolean) {
  return useQuery({
    queryKey: [...pushKeys.thisDevice(ORDER_WORKER.scope), orderId],
    queryFn: () => orderNoticesOn(orderId),
    enabled,
    staleTime: Infinity,
  });
}

/** A customer's notices of one order's status changes (the order's id is the capability). */
export async function subscribeOrderNotices(orderId: string): Promise<string> {
  const subscription = await subscribeThisDevice(ORDER_WORKER);
  assertOk(
    await publicApi.rpc('subscribe_push', {
      subscription: { ...subscription },
      p_order_id: orderId,
    }),
  );
  rememberNoticesOrder(orderId);
  return subscription.endpoint;
}

/** Turns them off: the browser's subscription ends and the server forgets it. */
export async function stopOrderNotices(): Promise<null> {
  rememberNoticesOrder(null);
  const endpoint = await unsubscribeThisDevice(ORDER_WORKER);
  if (endpoint) {
    const { error } = await publicApi.rpc('unsubscribe_push', { p_endpoint: endpoint });
    if (error) throw error;
  }
  return null;
}

export function useOrderNotices(
  orderId: string,
  options: MutationOptions<string | null, boolean> = {},
) {
  const switchNotices = (on: boolean) => (on ? subscribeOrderNotices(orderId) : stopOrderNotices());
  return useCacheMutation(switchNotices, options, {
    apply: (queryClient, endpoint) =>
      queryClient.setQueryData([...pushKeys.thisDevice(ORDER_WORKER.scope), orderId], !!endpoint),
    invalidates: [],
  });
}
