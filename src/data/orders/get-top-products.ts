import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { orderKeys } from './keys';

export interface TopProduct {
  productId: string;
  name: string;
  quantity: number;
  revenue: number;
}

/** The week's best sellers by quantity (weeks start on Sunday, in the shop's time zone). */
export async function getTopProducts(): Promise<TopProduct[]> {
  const { data, error } = await supabase.rpc('get_top_products', { max_rows: 5 });
  if (error) throw error;
  return data.map((row) => ({
    productId: row.product_id,
    name: row.name,
    quantity: Number(row.quantity),
    revenue: Number(row.revenue),
  }));
}

export const topProductsQuery = () =>
  queryOptions({ queryKey: orderKeys.topProducts(), queryFn: getTopProducts });

export function useTopProducts() {
  return useQuery(topProductsQuery());
}
