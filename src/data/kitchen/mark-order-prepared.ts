import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import type { MutationOptions } from '../mutation';
import { kitchenKeys } from './keys';
import type { KitchenTicket } from './schema';

/** The kitchen's "Pronto" (mark_order_prepared): a pickup also becomes ready_for_pickup. */
export async function markOrderPrepared(orderId: string): Promise<void> {
  const { error } = await supabase.rpc('mark_order_prepared', { order_id: orderId });
  if (error) throw error;
}

export function useMarkOrderPrepared({
  onSuccess,
  onSettled,
  ...options
}: MutationOptions<void, { id: string }> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id }: { id: string }) => markOrderPrepared(id),
    ...options,
    onSuccess: async (...args) => {
      // The ticket leaves the screen at once; the next poll confirms.
      queryClient.setQueryData<KitchenTicket[]>(kitchenKeys.queue(), (queue) =>
        queue?.filter((ticket) => ticket.id !== args[1].id),
      );
      await onSuccess?.(...args);
    },
    onSettled: async (...args) => {
      void queryClient.invalidateQueries({ queryKey: kitchenKeys.all });
      await onSettled?.(...args);
    },
  });
}
