import { queryOptions } from '@tanstack/react-query';
import * as z from '../guard';
import { supabase } from '@/lib/supabase';
import { kitchenKeys } from './keys';
import { kitchenTicketSchema, type KitchenTicket } from './schema';
import { queryHook, dataOf } from '../query';

/**
 * The kitchen has no realtime (it cannot read the orders table, so no change reaches it): the
 * queue is polled while the page is visible, and refetched at once when the tab comes back or the
 * connection returns.
 */
export const KITCHEN_POLL_MS = 5_000;

/**
 * The accepted orders not yet prepared, in the order they joined the queue; a scheduled one only
 * from its release time (get_kitchen_queue).
 */
export async function getKitchenQueue(): Promise<KitchenTicket[]> {
  const data = dataOf(await supabase.rpc('get_kitchen_queue'));
  return z.array(kitchenTicketSchema).parse(data);
}

export const kitchenQueueQuery = () =>
  queryOptions({
    queryKey: kitchenKeys.queue(),
    queryFn: getKitchenQueue,
    staleTime: 0,
    refetchInterval: KITCHEN_POLL_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: 'always',
    refetchOnReconnect: 'always',
  });

export const useKitchenQueue = queryHook(kitchenQueueQuery);
