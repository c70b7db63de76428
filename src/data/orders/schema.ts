import * as z from '../guard';
import type { Tables } from '@/lib/database.types';
import type { OrderItemOption, OrderItemSnapshot } from '@/domain/orders/items';
import { lenientArray, numeric } from '../parse';

export type { OrderItemOption };

/** An order line: the snapshot place_order stores (unit price with its options). */
export type OrderItem = Omit<OrderItemSnapshot, 'notes' | 'options'> & {
  notes?: string;
  /** Always there once parsed; absent in lines built elsewhere (tests, old snapshots). */
  options?: OrderItemOption[];
};

/** The structured delivery address; customer_address is its one-line text. */
export interface OrderAddress {
  cep?: string;
  street?: string;
  number?: string;
  complement?: string;
  neighborhood?: string;
  city?: string;
  state?: string;
  reference?: string;
}

/**
 * cash_session_id is the cash register's (data/cash-register), not read with an order; prepared_at
 * (the kitchen's "Pronto") is read through get_kitchen_queue, not by the admin's row.
 */
export type Order = Omit<
  Tables<'orders'>,
  | 'items'
  | 'address'
  | 'cash_session_id'
  | 'prepared_at'
  | 'created_by'
  | 'payments'
  | 'source'
  | 'revision'
  | 'edited_at'
> & {
  items: OrderItem[];
  address: OrderAddress | null;
  /** Where it came from (online, whatsapp, phone, counter); absent in rows built before channels. */
  source?: string;
  /** How many times the team edited it (update_order_items); 0 as placed. */
  revision?: number;
  /** When the team last edited it; null as placed (absent in rows built before edits). */
  edited_at?: string | null;
};

const optionalText = z.optional(z.string());

const optionSchema = z.object({
  option_id: optionalText,
  group: optionalText,
  pricing: optionalText,
  name: z.string(),
  price: z._default(numeric, 0),
  quantity: z._default(numeric, 1),
});

export const orderItemSchema = z.object({
  product_id: optionalText,
  name: z.string(),
  price: z.catch(numeric, 0),
  quantity: z.catch(numeric, 0),
  notes: z.pipe(
    z.optional(z.unknown()),
    z.transform((notes) => (typeof notes === 'string' && notes ? notes : undefined)),
  ),
  options: lenientArray(optionSchema),
}) satisfies z.Schema<OrderItem>;

const addressSchema = z.object({
  cep: optionalText,
  street: optionalText,
  number: optionalText,
  complement: optionalText,
  neighborhood: optionalText,
  city: optionalText,
  state: optionalText,
  reference: optionalText,
});

/** The columns the admin reads: the whole row (realtime payloads carry it whole too). */
export const ORDER_COLUMNS =
  'id, order_number, customer_name, customer_phone, customer_address, address, fulfillment, delivery_zone_id, driver_id, items, subtotal, delivery_fee, discount, promo_code, total_amount, payment_method, change_for, payment_status, paid_at, notes, status, cancel_reason, created_at, updated_at, idempotency_key, scheduled_for, source, revision, edited_at';

const nullableText = z.nullable(z.string());

export const orderSchema = z.object({
  id: z.string(),
  order_number: z.pipe(
    z.union([z.string(), z.number()]),
    z.transform((n) => String(n)),
  ),
  customer_name: z.string(),
  customer_phone: z.string(),
  customer_address: z.string(),
  address: z.pipe(
    z.unknown(),
    z.transform((value) => {
      const parsed = addressSchema.safeParse(value);
      return parsed.success ? parsed.data : null;
    }),
  ),
  fulfillment: z.string(),
  delivery_zone_id: nullableText,
  driver_id: nullableText,
  // A non-array items value is treated as empty; malformed lines are skipped.
  items: lenientArray(orderItemSchema),
  subtotal: numeric,
  delivery_fee: numeric,
  discount: numeric,
  promo_code: nullableText,
  total_amount: numeric,
  payment_method: z.string(),
  change_for: z.nullable(numeric),
  payment_status: z.string(),
  paid_at: nullableText,
  notes: nullableText,
  status: z.string(),
  cancel_reason: nullableText,
  created_at: z.string(),
  updated_at: z.string(),
  idempotency_key: nullableText,
  // absent in rows built before scheduling (old realtime payloads, tests): as soon as possible
  scheduled_for: z._default(nullableText, null),
  // absent in rows built before the staff's channels: the storefront's, never edited
  source: z._default(z.string(), 'online'),
  revision: z._default(numeric, 0),
  edited_at: z._default(nullableText, null),
}) satisfies z.Schema<Order>;

export function itemCount(order: Pick<Order, 'items'>): number {
  return order.items.reduce((sum, item) => sum + item.quantity, 0);
}

/** #1042 */
export function orderLabel(order: Pick<Order, 'order_number'>): string {
  return `#${order.order_number}`;
}
