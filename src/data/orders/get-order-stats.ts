import { queryOptions } from '@tanstack/react-query';
import * as z from '../guard';
import type { Database } from '@/lib/database.types';
import { supabase } from '@/lib/supabase';
import { camelCased, numeric } from '../parse';
import { orderKeys } from './keys';
import { queryHook, dataOf } from '../query';

type OrderStatsRow = Database['public']['CompositeTypes']['order_stats'];

const statsSchema = camelCased(
  z.object({
    total: numeric,
    pending: numeric,
    processing: numeric,
    out_for_delivery: numeric,
    ready_for_pickup: numeric,
    delivered: numeric,
    cancelled: numeric,
    delivered_today: numeric,
  }) satisfies z.Schema<{ [K in keyof OrderStatsRow]: number }>,
);

export type OrderStats = z.Infer<typeof statsSchema>;

/** Counts by status, computed by the database (get_order_stats), not by loading orders. */
export async function getOrderStats(): Promise<OrderStats> {
  const data = dataOf(await supabase.rpc('get_order_stats'));
  return statsSchema.parse(data);
}

export const orderStatsQuery = () =>
  queryOptions({ queryKey: orderKeys.stats(), queryFn: getOrderStats });

export const useOrderStats = queryHook(orderStatsQuery);
