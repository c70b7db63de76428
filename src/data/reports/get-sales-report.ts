import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import * as z from '../guard';
import { supabase } from '@/lib/supabase';
import { numeric } from '../parse';
import { reportKeys } from './keys';
import { queryHook, dataOf } from '../query';

const summary = z.object({
  orders: numeric,
  revenue: numeric,
  average_ticket: numeric,
  discounts: numeric,
  delivery_fees: numeric,
  cancelled_orders: numeric,
  cancelled_amount: numeric,
  new_customers: numeric,
  returning_customers: numeric,
});

const sales = { orders: numeric, revenue: numeric };
const nullableText = z.nullable(z.string());

const reportSchema = z.object({
  from: z.string(),
  to: z.string(),
  previous_from: z.string(),
  previous_to: z.string(),
  timezone: z.string(),
  day_starts_at: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
  summary,
  previous: summary,
  by_day: z.array(z.object({ day: z.string(), ...sales })),
  by_weekday_hour: z.array(z.object({ weekday: numeric, hour: numeric, ...sales })),
  products: z.array(
    z.object({ product_id: nullableText, name: z.string(), quantity: numeric, revenue: numeric }),
  ),
  options: z.array(
    z.object({
      option_id: nullableText,
      name: z.string(),
      group: nullableText,
      quantity: numeric,
      revenue: numeric,
    }),
  ),
  payments: z.array(z.object({ method: z.string(), ...sales })),
  channels: z.array(z.object({ channel: z.string(), ...sales })),
  fulfillment: z.array(z.object({ fulfillment: z.string(), ...sales, delivery_fees: numeric })),
  zones: z.array(
    z.object({ zone_id: nullableText, name: nullableText, ...sales, delivery_fees: numeric }),
  ),
  cancellations: z.array(z.object({ reason: z.string(), orders: numeric, amount: numeric })),
  step_minutes: z.array(
    z.object({ step: z.string(), orders: numeric, median: numeric, p90: numeric }),
  ),
});

export type SalesReport = z.Infer<typeof reportSchema>;
export type SalesSummary = SalesReport['summary'];

/** The shop's sales of the business days from..to (yyyy-MM-dd), summed by the database. */
export async function getSalesReport(from: string, to: string): Promise<SalesReport> {
  const data = dataOf(await supabase.rpc('get_sales_report', { p_from: from, p_to: to }));
  return reportSchema.parse(data);
}

export const salesReportQuery = (from: string, to: string) =>
  queryOptions({
    queryKey: reportKeys.sales(from, to),
    queryFn: () => getSalesReport(from, to),
    // another period keeps showing the last figures until its own arrive.
    placeholderData: keepPreviousData,
  });

export const useSalesReport = queryHook(salesReportQuery);
