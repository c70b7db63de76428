import { supabase } from '@/lib/supabase';
import type { OrderStatus } from '@/domain/orders/status';
import type { PaymentMethod } from '@/domain/orders/payment-methods';
import type { MutationOptions } from '../mutation';
import { ORDER_COLUMNS, orderSchema, type Order } from './schema';
import { useOrderRpcMutation } from './use-order-rpc-mutation';
import { updateRow } from '../update-row';

/**
 * What staff change on an order: its status only through set_order_status (which records the
 * event; cancelling needs a reason), its payment method and whether it was paid directly (column
 * grants).
 */
export type OrderChange =
  | { status: OrderStatus; reason?: string }
  | { payment_method: PaymentMethod }
  | { payment_status: 'pending' | 'paid' };

export async function updateOrder(id: string, change: OrderChange): Promise<Order> {
  if ('status' in change) {
    const { data, error } = await supabase.rpc('set_order_status', {
      order_id: id,
      status: change.status,
      ...(change.reason ? { reason: change.reason } : {}),
    });
    if (error) throw error;
    return orderSchema.parse(data);
  }
  return updateRow('orders', id, change, {
    columns: ORDER_COLUMNS,
    schema: orderSchema,
    notFound: 'order_not_found',
  });
}

export interface UpdateOrderInput {
  id: string;
  change: OrderChange;
}

export function useUpdateOrder(options: MutationOptions<Order, UpdateOrderInput> = {}) {
  return useOrderRpcMutation(
    ({ id, change }: UpdateOrderInput) => updateOrder(id, change),
    options,
  );
}
