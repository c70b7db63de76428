import { queryOptions } from '@tanstack/react-query';
import * as z from '../guard';
import { supabase } from '@/lib/supabase';
import { numeric, parseRows } from '../parse';
import { orderKeys } from './keys';
import { queryHook, dataOf } from '../query';

const topProductSchema = z.pipe(
  z.object({ product_id: z.string(), name: z.string(), quantity: numeric, revenue: numeric }),
  z.transform((row) => ({
    productId: row.product_id,
    name: row.name,
    quantity: row.quantity,
    revenue: row.revenue,
  })),
);

export type TopProduct = z.Infer<typeof topProductSchema>;

/** The week's best sellers by quantity (weeks start on Sunday, in the shop's time zone). */
export async function getTopProducts(): Promise<TopProduct[]> {
  const data = dataOf(await supabase.rpc('get_top_products', { max_rows: 5 }));
  return parseRows(topProductSchema, data);
}

export const topProductsQuery = () =>
  queryOptions({ queryKey: orderKeys.topProducts(), queryFn: getTopProducts });

export const useTopProducts = queryHook(topProductsQuery);
