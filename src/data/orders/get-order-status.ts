import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from '../guard';
import { publicApi } from '@/lib/supabase-public';
import { lenientArray, numeric } from '../parse';
import { orderKeys } from './keys';
import { orderItemSchema } from './schema';

const nullableText = z.optional(z.nullable(z.string()));

/** What a customer may learn about an order from its id (never who or where). */
const trackingSchema = z.pipe(
  z.object({
    order_number: z.pipe(
      z.union([z.string(), z.number()]),
      z.transform((n) => String(n)),
    ),
    status: z.string(),
    fulfillment: z.nullable(z.string()),
    cancel_reason: nullableText,
    created_at: nullableText,
    delivery_zone: nullableText,
    estimated_time: nullableText,
    items: lenientArray(orderItemSchema),
    subtotal: z._default(numeric, 0),
    delivery_fee: z._default(numeric, 0),
    discount: z._default(numeric, 0),
    total_amount: z._default(numeric, 0),
    payment_method: nullableText,
    payment_status: nullableText,
    events: lenientArray(z.object({ status: z.string(), at: z.string() })),
    scheduled_for: nullableText,
    slot_minutes: z.optional(z.nullable(numeric)),
  }),
  z.transform((row) => ({
    orderNumber: row.order_number,
    status: row.status,
    fulfillment: row.fulfillment === 'pickup' ? ('pickup' as const) : ('delivery' as const),
    cancelReason: row.cancel_reason ?? null,
    createdAt: row.created_at ?? null,
    deliveryZone: row.delivery_zone ?? null,
    estimatedTime: row.estimated_time ?? null,
    items: row.items,
    subtotal: row.subtotal,
    deliveryFee: row.delivery_fee,
    discount: row.discount,
    total: row.total_amount,
    paymentMethod: row.payment_method ?? null,
    paid: row.payment_status === 'paid',
    events: row.events,
    scheduledFor: row.scheduled_for ?? null,
    slotMinutes: row.slot_minutes ?? 30,
  })),
);

export type OrderStatusInfo = z.Infer<typeof trackingSchema>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/**
 * How often an open tracking page asks again. anon may not subscribe to orders (RLS keeps names,
 * phones and addresses to staff), so the page polls get_order_status, a one-row indexed read: a
 * change shows within this interval plus one round trip.
 */
export const TRACKING_POLL_MS = 4_000;
const FINAL_STATUSES = new Set(['delivered', 'cancelled']);

/** Delivered and cancelled orders change no more: their page stops asking. */
export function isFinalStatus(status: string): boolean {
  return FINAL_STATUSES.has(status);
}

/** null when no order has this id (a malformed id is as unknown as a missing one). */
export async function getOrderStatus(orderId: string): Promise<OrderStatusInfo | null> {
  if (!UUID.test(orderId)) return null;
  // A GET (the function is stable): the first one may be answered by the page the server drew
  // (src/lib/boot-data.ts answers GETs only).
  const { data, error } = await publicApi.rpc(
    'get_order_status',
    { order_id: orderId },
    { get: true },
  );
  // 22P02: PostgreSQL could not read the id as a uuid.
  if (error?.code === '22P02') return null;
  if (error) throw error;
  const row = data[0];
  return row ? trackingSchema.parse(row) : null;
}

export const orderStatusQuery = (orderId: string) =>
  queryOptions({
    queryKey: orderKeys.tracking(orderId),
    queryFn: () => getOrderStatus(orderId),
    staleTime: 0,
  });

/**
 * Follows an order until it is delivered or cancelled: every few seconds while the page is visible
 * (a hidden tab does not poll), and at once when the customer comes back to it or the phone is
 * online again.
 */
export function useOrderStatus(orderId: string) {
  return useQuery({
    ...orderStatusQuery(orderId),
    // An answer is as fresh as a poll: the one the server drew the page with (src/lib/boot-data.ts)
    // is not asked again the moment the page hydrates, only at the next poll.
    staleTime: TRACKING_POLL_MS,
    refetchOnWindowFocus: true,
    refetchOnReconnect: true,
    refetchIntervalInBackground: false,
    refetchInterval: (query) => {
      const data = query.state.data;
      return data === null || (data && isFinalStatus(data.status)) ? false : TRACKING_POLL_MS;
    },
  });
}
