import * as z from '../guard';
import { publicApi } from '@/lib/supabase-public';
import { orderSchema, type Order } from './schema';

// The storefront creates orders only through the place_order RPC (docs/ordering-rules.md): it sends
// product ids, options and quantities, never prices, and gets back the order the server priced.

export interface PlaceOrderInput {
  customerName: string;
  customerPhone: string;
  customerAddress: string;
  items: Array<{
    product_id: string;
    quantity: number;
    notes?: string;
    options?: Array<{ option_id: string; quantity?: number }>;
  }>;
  paymentMethod: string;
  /** Cash only: the note the customer pays with ("troco para"). */
  changeFor?: number;
  notes?: string;
  promoCode?: string;
  idempotencyKey: string;
  fulfillment?: 'delivery' | 'pickup';
  deliveryZoneId?: string;
  address?: Record<string, string>;
  /** The start of a slot get_schedule_slots offered; absent: as soon as possible ("Agora"). */
  scheduledFor?: string;
}

/** The order as place_order answers it: the stored row. */
export type PlacedOrder = Order;

/**
 * A refused or failed order: `code` is the server's machine code (empty for network failures).
 * When `fromServer`, `message` is the server's pt-BR sentence for the customer; otherwise the
 * checkout words the failure itself.
 */
export class PlaceOrderError extends Error {
  readonly code: string;
  readonly fromServer: boolean;
  /** out_of_stock: what ran out (the refusal's hint), for the checkout to offer removing it. */
  readonly soldOut: SoldOutItem[];

  constructor(message: string, code: string, fromServer: boolean, cause: unknown) {
    super(message, { cause });
    this.name = 'PlaceOrderError';
    this.code = code;
    this.fromServer = fromServer;
    this.soldOut = code === 'out_of_stock' ? parseSoldOut(cause) : [];
  }
}

const soldOutSchema = z.array(
  z.object({
    kind: z.enum(['product', 'option']),
    id: z.string(),
    name: z.string(),
    left: z.number(),
  }),
);
export type SoldOutItem = z.Infer<typeof soldOutSchema>[number];

function parseSoldOut(cause: unknown): SoldOutItem[] {
  const hint = (cause as { hint?: unknown } | null)?.hint;
  if (typeof hint !== 'string') return [];
  try {
    const parsed = soldOutSchema.safeParse(JSON.parse(hint));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
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
    ...(input.fulfillment ? { fulfillment: input.fulfillment } : {}),
    ...(input.deliveryZoneId ? { delivery_zone_id: input.deliveryZoneId } : {}),
    ...(input.address ? { address: input.address } : {}),
    ...(input.changeFor ? { change_for: input.changeFor } : {}),
    ...(input.scheduledFor ? { scheduled_for: input.scheduledFor } : {}),
  });
  if (error) {
    // P0001 (a refused order) and PT429 (too many orders) carry a pt-BR message for the customer
    // and the machine code in details.
    if ((error.code === 'P0001' || error.code === 'PT429') && error.message) {
      throw new PlaceOrderError(error.message, error.details ?? '', true, error);
    }
    throw new PlaceOrderError('place_order failed', '', false, error);
  }
  return parsePlacedOrder(data);
}

/** The RPC's jsonb result, checked where the UI depends on it. */
export function parsePlacedOrder(data: unknown): PlacedOrder {
  const parsed = orderSchema.safeParse(data);
  if (!parsed.success) {
    throw new PlaceOrderError(
      'place_order answered an unexpected shape',
      'invalid_response',
      false,
      data,
    );
  }
  return parsed.data;
}
