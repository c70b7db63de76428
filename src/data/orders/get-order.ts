import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { orderKeys } from './keys';
import { ORDER_COLUMNS, orderSchema, type Order } from './schema';
import { dataOf } from '../query';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether `id` can name a row (PostgreSQL refuses anything else as a uuid). */
export const isUuid = (id: string) => UUID.test(id);

/** One order by id (the open dialog's); null when there is none (or the id is malformed). */
export async function getOrder(id: string): Promise<Order | null> {
  if (!isUuid(id)) return null;
  const data = dataOf(
    await supabase.from('orders').select(ORDER_COLUMNS).eq('id', id).maybeSingle(),
  );
  return data ? orderSchema.parse(data) : null;
}

export const orderQuery = (id: string) =>
  queryOptions({ queryKey: orderKeys.detail(id), queryFn: () => getOrder(id) });

/** The live order (the realtime hook keeps the cached copy current). */
export function useOrder(id: string | null) {
  return useQuery({ ...orderQuery(id ?? ''), enabled: Boolean(id) });
}
