import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MutationOptions } from '../mutation';
import { cashRegisterKeys } from '../cash-register/keys';
import { cacheChangedOrder } from './cache';
import { orderKeys } from './keys';
import type { Order } from './schema';

/**
 * A staff RPC that answers the order it made or changed (place_staff_order, update_order_items):
 * the answer goes to the cache at once, then the lists and the open cash register are read again.
 */
export function useOrderRpcMutation<TInput>(
  mutationFn: (input: TInput) => Promise<Order>,
  { onSuccess, ...options }: MutationOptions<Order, TInput> = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    ...options,
    onSuccess: async (...args) => {
      cacheChangedOrder(queryClient, args[0]);
      void queryClient.invalidateQueries({ queryKey: orderKeys.all });
      void queryClient.invalidateQueries({ queryKey: cashRegisterKeys.current() });
      await onSuccess?.(...args);
    },
  });
}
