import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { parseRows } from '../parse';
import { orderKeys } from './keys';
import { ORDER_COLUMNS, orderSchema, type Order } from './schema';
import { dataOf } from '../query';

/** At most this many are listed: far more than a shop's slots hold over two weeks. */
const SHOWN = 200;

/**
 * The scheduled orders not yet delivered or cancelled, due soonest first (a day back included,
 * so one running late stays in sight). Realtime refetches it with every order change.
 */
export async function getScheduledOrders(): Promise<Order[]> {
  const since = new Date(Date.now() - 24 * 60 * 60 * 1000).toISOString();
  const data = dataOf(
    await supabase
      .from('orders')
      .select(ORDER_COLUMNS)
      .not('scheduled_for', 'is', null)
      .gte('scheduled_for', since)
      .not('status', 'in', '(delivered,cancelled)')
      .order('scheduled_for', { ascending: true })
      .order('created_at', { ascending: true })
      .limit(SHOWN),
  );
  return parseRows(orderSchema, data);
}

export const scheduledOrdersQuery = () =>
  queryOptions({ queryKey: orderKeys.scheduled(), queryFn: getScheduledOrders });

export function useScheduledOrders() {
  return useQuery({ ...scheduledOrdersQuery(), refetchInterval: 60_000 });
}
