import type { Json } from '@/lib/database.types';
import { supabase } from '@/lib/supabase';
import type { MutationOptions } from '../mutation';
import type { StaffOrderLine } from './place-staff-order';
import { orderSchema, type OrderAddress, type Order } from './schema';
import { useOrderRpcMutation } from './use-order-rpc-mutation';
import { dataOf } from '../query';

/** Where the order goes now: entrega (zone and address) or retirada; the server prices the fee. */
export interface OrderDestinationInput {
  fulfillment: 'delivery' | 'pickup';
  deliveryZoneId?: string;
  /** The one-line address; ignored when `address` (structured) is given. */
  customerAddress?: string;
  address?: OrderAddress | null;
  /** A fee other than the zone's (needs the reason). */
  deliveryFeeOverride?: number;
}

export interface UpdateOrderItemsInput {
  orderId: string;
  /** The new lines; absent when only where the order goes changes (the lines stay as charged). */
  items?: StaffOrderLine[];
  reason?: string;
  destination?: OrderDestinationInput;
}

/**
 * update_order_items: the server re-prices the new lines and, with a destination, the fee by the
 * zone; it records the edit (event with the difference, revision).
 */
export async function updateOrderItems(input: UpdateOrderItemsInput): Promise<Order> {
  const where = input.destination;
  const data = dataOf(
    await supabase.rpc('update_order_items', {
      order_id: input.orderId,
      // null keeps the lines as they are
      items: (input.items ?? null) as unknown as Json,
      ...(input.reason ? { reason: input.reason } : {}),
      ...(where
        ? {
            fulfillment: where.fulfillment,
            ...(where.deliveryZoneId ? { delivery_zone_id: where.deliveryZoneId } : {}),
            ...(where.customerAddress ? { customer_address: where.customerAddress } : {}),
            ...(where.address ? { address: where.address as unknown as Json } : {}),
            ...(where.deliveryFeeOverride !== undefined
              ? { delivery_fee_override: where.deliveryFeeOverride }
              : {}),
          }
        : {}),
    }),
  );
  return orderSchema.parse(data);
}

export function useUpdateOrderItems(options?: MutationOptions<Order, UpdateOrderItemsInput>) {
  return useOrderRpcMutation(updateOrderItems, options);
}
