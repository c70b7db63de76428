import type { Json } from '@/lib/database.types';
import { supabase } from '@/lib/supabase';
import type { MutationOptions } from '../mutation';
import type { StaffOrderLine } from './place-staff-order';
import { orderSchema, type Order } from './schema';
import { useOrderRpcMutation } from './use-order-rpc-mutation';

export interface UpdateOrderItemsInput {
  orderId: string;
  items: StaffOrderLine[];
  reason?: string;
}

/** update_order_items: the server re-prices the new lines and records the edit (event, revision). */
export async function updateOrderItems(input: UpdateOrderItemsInput): Promise<Order> {
  const { data, error } = await supabase.rpc('update_order_items', {
    order_id: input.orderId,
    items: input.items as unknown as Json,
    ...(input.reason ? { reason: input.reason } : {}),
  });
  if (error) throw error;
  return orderSchema.parse(data);
}

export function useUpdateOrderItems(options?: MutationOptions<Order, UpdateOrderItemsInput>) {
  return useOrderRpcMutation(updateOrderItems, options);
}
