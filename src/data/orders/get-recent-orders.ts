import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { parseRows } from '../parse';
import { orderKeys } from './keys';
import { ORDER_COLUMNS, orderSchema, type Order } from './schema';
import { dataOf } from '../query';

/**
 * The orders placed in the last `windowMs`, newest first. Realtime announces a new order as it
 * arrives; this list catches the ones that arrived while the channel was joining or down (the
 * orders realtime refetches every orders query on (re)subscription, visibility and network return).
 */
export async function getRecentOrders(windowMs: number): Promise<Order[]> {
  const since = new Date(Date.now() - windowMs).toISOString();
  const data = dataOf(
    await supabase
      .from('orders')
      .select(ORDER_COLUMNS)
      .gte('created_at', since)
      .order('created_at', { ascending: false })
      .limit(20),
  );
  return parseRows(orderSchema, data);
}

export function useRecentOrders(windowMs: number) {
  return useQuery(
    queryOptions({
      queryKey: orderKeys.recent(windowMs),
      queryFn: () => getRecentOrders(windowMs),
      staleTime: 0,
    }),
  );
}
