import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { parseRows } from '../parse';
import { orderKeys } from './keys';
import { ORDER_COLUMNS, orderSchema, type Order } from './schema';

/** The waiting orders the panel shows (oldest first); `total` counts them all. */
export interface PendingOrders {
  orders: Order[];
  total: number;
}

export const PENDING_SHOWN = 20;
/** A safety net under realtime: the alarm never trusts events alone. */
const POLL_MS = 30_000;

/** The orders still waiting for the shop (status pending), oldest first: what the alarm rings for. */
export async function getPendingOrders(): Promise<PendingOrders> {
  const { data, error, count } = await supabase
    .from('orders')
    .select(ORDER_COLUMNS, { count: 'exact' })
    .eq('status', 'pending')
    .order('created_at', { ascending: true })
    .limit(PENDING_SHOWN);
  if (error) throw error;
  return { orders: parseRows(orderSchema, data), total: count ?? data.length };
}

export const pendingOrdersQuery = () =>
  queryOptions({ queryKey: orderKeys.pending(), queryFn: getPendingOrders, staleTime: 0 });

/**
 * The server's list of waiting orders, kept live by the orders realtime (which refetches it on
 * every change, on reconnection and when the tab shows again) and polled every 30 s besides.
 */
export function usePendingOrders() {
  return useQuery({
    ...pendingOrdersQuery(),
    refetchInterval: POLL_MS,
    refetchOnWindowFocus: true,
    refetchOnReconnect: true,
  });
}
