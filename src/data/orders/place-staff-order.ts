import type { Json } from '@/lib/database.types';
import { supabase } from '@/lib/supabase';
import type { PaymentMethod } from '@/domain/orders/payment-methods';
import type { MutationOptions } from '../mutation';
import { orderSchema, type Order } from './schema';
import { useOrderRpcMutation } from './use-order-rpc-mutation';
import { dataOf } from '../query';

/** Where a staff order came from (orders.source; the storefront's own orders are 'online'). */
export type StaffOrderSource = 'whatsapp' | 'phone' | 'counter';

/** One order line as the server reads it: ids and quantities only, never prices. */
export interface StaffOrderLine {
  product_id: string;
  quantity: number;
  notes?: string;
  options?: Array<{ option_id: string; quantity?: number }>;
}

export interface StaffOrderInput {
  source: StaffOrderSource;
  customerName: string;
  /** Empty for a counter customer without a record ("sem cadastro": the server names it Balcão). */
  customerPhone: string;
  customerAddress: string;
  fulfillment: 'delivery' | 'pickup';
  deliveryZoneId?: string;
  items: StaffOrderLine[];
  /** One or several payments adding up to the total (the server checks); the first is the main one. */
  payments: Array<{ method: PaymentMethod; amount: number }>;
  changeFor?: number;
  notes?: string;
  /** The shop is closed or paused and the member confirmed. */
  overrideClosed?: boolean;
  deliveryFeeOverride?: number;
  overrideReason?: string;
  /** One per form submission: a second Enter gets the same order back. */
  idempotencyKey: string;
}

/**
 * place_staff_order: priced by the server like the storefront's orders, started accepted. A single
 * payment is sent as the method only (the server takes the whole total); a split as `payments`.
 */
export async function placeStaffOrder(input: StaffOrderInput): Promise<Order> {
  const [first] = input.payments;
  const data = dataOf(
    await supabase.rpc('place_staff_order', {
      source: input.source,
      customer_name: input.customerName,
      customer_phone: input.customerPhone,
      customer_address: input.customerAddress,
      fulfillment: input.fulfillment,
      items: input.items as unknown as Json,
      payment_method: first?.method ?? 'pix',
      idempotency_key: input.idempotencyKey,
      ...(input.deliveryZoneId ? { delivery_zone_id: input.deliveryZoneId } : {}),
      ...(input.payments.length > 1 ? { payments: input.payments as unknown as Json } : {}),
      ...(input.changeFor !== undefined ? { change_for: input.changeFor } : {}),
      ...(input.notes ? { notes: input.notes } : {}),
      ...(input.overrideClosed ? { override_closed: true } : {}),
      ...(input.deliveryFeeOverride !== undefined
        ? { delivery_fee_override: input.deliveryFeeOverride }
        : {}),
      ...(input.overrideReason ? { override_reason: input.overrideReason } : {}),
    }),
  );
  return orderSchema.parse(data);
}

export function usePlaceStaffOrder(options?: MutationOptions<Order, StaffOrderInput>) {
  return useOrderRpcMutation(placeStaffOrder, options);
}
