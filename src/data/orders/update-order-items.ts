import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Json } from '@/lib/database.types';
import { supabase } from '@/lib/supabase';
import type { MutationOptions } from '../mutation';
import { cashRegisterKeys } from '../cash-register/keys';
import { cacheChangedOrder } from './cache';
import { orderKeys } from './keys';
import type { StaffOrderLine } from './place-staff-order';
import { orderSchema, type Order } from './schema';

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

export function useUpdateOrderItems({
  onSuccess,
  ...options
}: MutationOptions<Order, UpdateOrderItemsInput> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOrderItems,
    ...options,
    onSuccess: async (...args) => {
      cacheChangedOrder(queryClient, args[0]);
      void queryClient.invalidateQueries({ queryKey: orderKeys.all });
      void queryClient.invalidateQueries({ queryKey: cashRegisterKeys.current() });
      await onSuccess?.(...args);
    },
  });
}
