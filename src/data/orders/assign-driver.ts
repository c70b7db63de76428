import { supabase } from '@/lib/supabase';
import { useCacheMutation, type MutationOptions } from '../mutation';
import { cacheChangedOrder } from './cache';
import { orderKeys } from './keys';
import { orderSchema, type Order } from './schema';
import { dataOf } from '../query';

export interface AssignDriverInput {
  orderId: string;
  /** null takes the delivery back from its driver. */
  driverId: string | null;
}

/** Gives a delivery to an active driver (assign_driver decides who may and which orders). */
export async function assignDriver({ orderId, driverId }: AssignDriverInput): Promise<Order> {
  const data = dataOf(
    await supabase.rpc('assign_driver', {
      order_id: orderId,
      // The generated type says string; the function takes null to unassign.
      driver_id: driverId as string,
    }),
  );
  return orderSchema.parse(data);
}

export function useAssignDriver(options: MutationOptions<Order, AssignDriverInput> = {}) {
  return useCacheMutation(assignDriver, options, {
    apply: cacheChangedOrder,
    invalidates: [orderKeys.all],
    wait: false,
  });
}
