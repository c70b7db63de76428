import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { parseRows } from '../parse';
import { ORDER_COLUMNS, orderSchema, type Order } from '../orders/schema';
import { deliveryKeys } from './keys';
import { dataOf } from '../query';

/** How often a visible courier screen asks again (a driver's phone holds no realtime channel). */
export const DELIVERIES_POLL_MS = 10_000;

/**
 * The deliveries given to `driverId`: those still to carry (processing, out_for_delivery) and those
 * delivered since `since` (an ISO instant), oldest first. RLS already limits a driver to their own.
 */
export async function getMyDeliveries(driverId: string, since: string): Promise<Order[]> {
  const data = dataOf(
    await supabase
      .from('orders')
      .select(ORDER_COLUMNS)
      .eq('driver_id', driverId)
      .eq('fulfillment', 'delivery')
      .or(
        `status.in.(processing,out_for_delivery),and(status.eq.delivered,updated_at.gte.${since})`,
      )
      .order('created_at', { ascending: true })
      .limit(200),
  );
  return parseRows(orderSchema, data);
}

export const myDeliveriesQuery = (driverId: string, since: string) =>
  queryOptions({
    queryKey: deliveryKeys.mine(driverId, since),
    queryFn: () => getMyDeliveries(driverId, since),
    // React Query pauses the interval while the tab is hidden.
    refetchInterval: DELIVERIES_POLL_MS,
  });

export function useMyDeliveries(driverId: string | null, since: string) {
  return useQuery({ ...myDeliveriesQuery(driverId ?? '', since), enabled: Boolean(driverId) });
}
