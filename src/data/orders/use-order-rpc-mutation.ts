import { useCacheMutation, type MutationOptions } from '../mutation';
import { cashRegisterKeys } from '../cash-register/keys';
import { cacheChangedOrder } from './cache';
import { orderKeys } from './keys';
import type { Order } from './schema';

/**
 * A staff change that answers the order it made or changed (place_staff_order, update_order_items,
 * set_order_status and the payment columns): the answer goes to the cache at once, then the lists
 * and the open cash register are read again without holding the mutation.
 */
export function useOrderRpcMutation<TInput>(
  mutationFn: (input: TInput) => Promise<Order>,
  options: MutationOptions<Order, TInput> = {},
) {
  return useCacheMutation(mutationFn, options, {
    apply: cacheChangedOrder,
    // Status filters and counts move; a payment marked or undone, or a paid order cancelled,
    // moves the open cash register's figures.
    invalidates: [orderKeys.all, cashRegisterKeys.current()],
    wait: false,
  });
}
