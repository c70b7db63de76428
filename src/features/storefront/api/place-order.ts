import type { Json, Tables } from '@/lib/database.types';
import { publicApi } from '@/lib/supabase-public';

// The storefront creates orders only through the place_order RPC (DESIGN.md section 4): it sends
// product ids and quantities, never prices, and gets back the order the server priced and stored.

export interface PlaceOrderInput {
  customerName: string;
  customerPhone: string;
  customerAddress: string;
  items: Array<{ product_id: string; quantity: number; notes?: string }>;
  paymentMethod: string;
  notes?: string;
  promoCode?: string;
  idempotencyKey: string;
}

export interface PlacedOrderItem {
  product_id: string;
  name: string;
  price: number;
  quantity: number;
  notes?: string;
}

export type PlacedOrder = Pick<
  Tables<'orders'>,
  | 'id'
  | 'order_number'
  | 'customer_name'
  | 'customer_phone'
  | 'customer_address'
  | 'subtotal'
  | 'delivery_fee'
  | 'discount'
  | 'promo_code'
  | 'total_amount'
  | 'payment_method'
  | 'notes'
  | 'status'
  | 'created_at'
> & { items: PlacedOrderItem[] };

export const PLACE_ORDER_FALLBACK_MESSAGE =
  'Ocorreu um erro ao processar seu pedido. Tente novamente.';

/** A refused or failed order: `code` is the server's machine code (empty for network failures). */
export class PlaceOrderError extends Error {
  readonly code: string;
  /** True when the server wrote `message` for the customer (pt-BR); false means the fallback. */
  readonly fromServer: boolean;

  constructor(message: string, code: string, fromServer: boolean, cause: unknown) {
    super(message, { cause });
    this.name = 'PlaceOrderError';
    this.code = code;
    this.fromServer = fromServer;
  }
}

export async function placeOrder(input: PlaceOrderInput): Promise<PlacedOrder> {
  const { data, error } = await publicApi.rpc('place_order', {
    customer_name: input.customerName,
    customer_phone: input.customerPhone,
    customer_address: input.customerAddress,
    items: input.items,
    payment_method: input.paymentMethod,
    notes: input.notes || undefined,
    promo_code: input.promoCode || undefined,
    idempotency_key: input.idempotencyKey,
  });
  if (error) {
    // P0001 (a refused order) and PT429 (too many orders) carry a pt-BR message for the customer
    // and the machine code in details.
    if ((error.code === 'P0001' || error.code === 'PT429') && error.message) {
      throw new PlaceOrderError(error.message, error.details ?? '', true, error);
    }
    throw new PlaceOrderError(PLACE_ORDER_FALLBACK_MESSAGE, '', false, error);
  }
  return parsePlacedOrder(data);
}

/** The RPC's jsonb result, checked where the UI depends on it (numbers may arrive as strings). */
export function parsePlacedOrder(data: Json): PlacedOrder {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    throw new PlaceOrderError(PLACE_ORDER_FALLBACK_MESSAGE, 'invalid_response', false, data);
  }
  const row = data as Record<string, unknown>;
  if (typeof row.id !== 'string' || row.order_number == null) {
    throw new PlaceOrderError(PLACE_ORDER_FALLBACK_MESSAGE, 'invalid_response', false, data);
  }
  const text = (value: unknown) => (value == null ? '' : String(value));
  const optional = (value: unknown) => (value == null || value === '' ? null : String(value));
  const items = Array.isArray(row.items) ? row.items : [];
  return {
    id: row.id,
    order_number: text(row.order_number),
    customer_name: text(row.customer_name),
    customer_phone: text(row.customer_phone),
    customer_address: text(row.customer_address),
    subtotal: Number(row.subtotal ?? 0),
    delivery_fee: Number(row.delivery_fee ?? 0),
    discount: Number(row.discount ?? 0),
    promo_code: optional(row.promo_code),
    total_amount: Number(row.total_amount ?? 0),
    payment_method: text(row.payment_method),
    notes: optional(row.notes),
    status: text(row.status),
    created_at: text(row.created_at),
    items: items.flatMap((item): PlacedOrderItem[] => {
      if (typeof item !== 'object' || item === null || Array.isArray(item)) return [];
      const line = item as Record<string, unknown>;
      return [
        {
          product_id: text(line.product_id),
          name: text(line.name),
          price: Number(line.price ?? 0),
          quantity: Number(line.quantity ?? 0),
          ...(typeof line.notes === 'string' && line.notes ? { notes: line.notes } : {}),
        },
      ];
    }),
  };
}
