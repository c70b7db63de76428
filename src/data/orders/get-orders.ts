import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import * as z from '../guard';
import { numeric, parseRows } from '../parse';
import { isSearch, orderKeys, type OrderListFilters } from './keys';
import { ORDER_COLUMNS, orderSchema, type Order } from './schema';
import { dataOf } from '../query';

export interface OrderPage {
  orders: Order[];
  total: number;
}

const searchAnswer = z.object({ total: numeric, orders: z.array(z.unknown()) });

/** A search or a date range: the server's search_orders, one page and the number of matches. */
async function searchOrders(filters: OrderListFilters): Promise<OrderPage> {
  const data = dataOf(
    await supabase.rpc('search_orders', {
      p_query: filters.search?.trim() || undefined,
      p_statuses: filters.statuses?.length ? filters.statuses : undefined,
      p_from: filters.from || undefined,
      p_to: filters.to || undefined,
      p_limit: filters.pageSize,
      p_offset: filters.page * filters.pageSize,
    }),
  );
  const answer = searchAnswer.parse(data);
  return { orders: parseRows(orderSchema, answer.orders), total: answer.total };
}

/** One page of orders, newest first, optionally of some statuses: never the whole table. */
export async function getOrders(filters: OrderListFilters): Promise<OrderPage> {
  if (isSearch(filters)) return searchOrders(filters);
  const { statuses, page, pageSize } = filters;
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

export function useOrders(filters: OrderListFilters, { enabled = true } = {}) {
  return useQuery({ ...ordersQuery(filters), enabled });
}
