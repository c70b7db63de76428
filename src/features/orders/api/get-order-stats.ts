import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { orderKeys } from './keys';

export interface OrderStats {
  total: number;
  pending: number;
  processing: number;
  delivered: number;
  cancelled: number;
  deliveredToday: number;
}

/** Counts by status, computed by the database (get_order_stats), not by loading orders. */
export async function getOrderStats(): Promise<OrderStats> {
  const { data, error } = await supabase.rpc('get_order_stats');
  if (error) throw error;
  const stats = (data ?? {}) as Record<string, unknown>;
  const n = (key: string) => Number(stats[key] ?? 0);
  return {
    total: n('total'),
    pending: n('pending'),
    processing: n('processing'),
    delivered: n('delivered'),
    cancelled: n('cancelled'),
    deliveredToday: n('delivered_today'),
  };
}

export const orderStatsQuery = () =>
  queryOptions({ queryKey: orderKeys.stats(), queryFn: getOrderStats });

export function useOrderStats() {
  return useQuery(orderStatsQuery());
}
