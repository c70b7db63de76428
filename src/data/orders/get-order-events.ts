import { queryOptions } from '@tanstack/react-query';
import * as z from '../guard';
import type { Tables } from '@/lib/database.types';
import { supabase } from '@/lib/supabase';
import { numeric, parseRows } from '../parse';
import { isUuid } from './get-order';
import { orderKeys } from './keys';
import { queryHook, dataOf } from '../query';

/**
 * One step of an order's timeline, written by the server with the change (order_events), with the
 * name of the member who made it (null for the customer's own order and for older events).
 */
export type OrderEvent = Pick<
  Tables<'order_events'>,
  'id' | 'status' | 'reason' | 'created_at' | 'actor_name'
> & {
  /** What an edit changed or which override was made ('edited', 'override'); absent otherwise. */
  details?: unknown;
};

const orderEventSchema = z.object({
  id: numeric,
  status: z.string(),
  reason: z.nullable(z.string()),
  created_at: z.string(),
  actor_name: z.nullable(z.string()),
  details: z.optional(z.unknown()),
}) satisfies z.Schema<OrderEvent>;

/** Every status the order took, oldest first (staff only: RLS). */
export async function getOrderEvents(orderId: string): Promise<OrderEvent[]> {
  if (!isUuid(orderId)) return [];
  const data = dataOf(
    await supabase
      .from('order_events')
      .select('id, status, reason, created_at, actor_name, details')
      .eq('order_id', orderId)
      .order('created_at', { ascending: true })
      .order('id', { ascending: true }),
  );
  return parseRows(orderEventSchema, data);
}

export const orderEventsQuery = (orderId: string) =>
  queryOptions({
    queryKey: orderKeys.events(orderId),
    queryFn: () => getOrderEvents(orderId),
    staleTime: 0,
  });

/**
 * The open order's timeline. Its key sits under orderKeys.all, so the orders realtime and every
 * status change refetch it: events are written in the same transaction as the order's change.
 */
export const useOrderEvents = queryHook(orderEventsQuery);
