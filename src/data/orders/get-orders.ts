import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { parseRows } from '../parse';
import { orderKeys, type OrderListFilters } from './keys';
import { ORDER_COLUMNS, orderSchema, type Order } from './schema';

export interface OrderPage {
  orders: Order[];
  total: number;
}

/** One page of orders, newest first, optionally of some statuses: never the whole table. */
export async function getOrders({
  statuses,
  page,
  pageSize,
}: OrderListFilters): Promise<OrderPage> {
  let query = supabase
    .from('orders')
    .select(ORDER_COLUMNS, { count: 'exact' })
    .order('created_at', { ascending: false })
    .range(page * pageSize, page * pageSize + pageSize - 1);
  if (statuses?.length) query = query.in('status', statuses);
  const { data, error, count } = await query;
  if (error) throw error;
  return { orders: parseRows(orderSchema, data), total: count ?? data.length };
}

export const ordersQuery = (filters: OrderListFilters) =>
  queryOptions({
    queryKey: orderKeys.list(filters),
    queryFn: () => getOrders(filters),
    placeholderData: keepPreviousData,
  });

export function useOrders(filters: OrderListFilters) {
  return useQuery(ordersQuery(filters));
}
