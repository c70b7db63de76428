import { queryOptions } from '@tanstack/react-query';
import * as z from '../guard';
import type { Database } from '@/lib/database.types';
import { supabase } from '@/lib/supabase';
import { camelCased, numeric } from '../parse';
import { orderKeys } from './keys';
import { queryHook, dataOf } from '../query';

type TodaySummaryRow = Database['public']['CompositeTypes']['today_summary'];

const summarySchema = camelCased(
  z.object({
    /** Today in the shop's time zone (yyyy-MM-dd). */
    day: z.string(),
    orders: numeric,
    revenue: numeric,
    average_ticket: numeric,
    pending: numeric,
    cancelled: numeric,
  }) satisfies z.Schema<{ [K in keyof TodaySummaryRow]: unknown }>,
);

export type TodaySummary = z.Infer<typeof summarySchema>;

/** Today's orders and revenue, summed by the database in the shop's time zone (get_today_summary). */
export async function getTodaySummary(): Promise<TodaySummary> {
  const data = dataOf(await supabase.rpc('get_today_summary'));
  return summarySchema.parse(data);
}

export const todaySummaryQuery = () =>
  queryOptions({ queryKey: orderKeys.today(), queryFn: getTodaySummary });

export const useTodaySummary = queryHook(todaySummaryQuery);
