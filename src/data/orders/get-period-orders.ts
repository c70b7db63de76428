import { supabase } from '@/lib/supabase';
import { parseRows } from '../parse';
import { ORDER_COLUMNS, orderSchema, type Order } from './schema';

const PAGE = 1000;

/**
 * Every order placed in [startsAt, endsAt) (a report's period, whatever its status), oldest first,
 * read a page at a time (PostgREST answers at most 1000 rows): the period's export, on demand.
 */
export async function getPeriodOrders(startsAt: string, endsAt: string): Promise<Order[]> {
  const orders: Order[] = [];
  for (let from = 0; ; from += PAGE) {
    const { data, error } = await supabase
      .from('orders')
      .select(ORDER_COLUMNS)
      .gte('created_at', startsAt)
      .lt('created_at', endsAt)
      .order('created_at')
      .order('id')
      .range(from, from + PAGE - 1);
    if (error) throw error;
    orders.push(...parseRows(orderSchema, data));
    if (data.length < PAGE) return orders;
  }
}
