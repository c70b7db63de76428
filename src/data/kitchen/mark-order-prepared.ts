import { supabase } from '@/lib/supabase';
import { useCacheMutation, type MutationOptions } from '../mutation';
import { kitchenKeys } from './keys';
import type { KitchenTicket } from './schema';
import { assertOk } from '../query';

/** The kitchen's "Pronto" (mark_order_prepared): a pickup also becomes ready_for_pickup. */
export async function markOrderPrepared(orderId: string): Promise<void> {
  assertOk(await supabase.rpc('mark_order_prepared', { order_id: orderId }));
}

export function useMarkOrderPrepared(options: MutationOptions<void, { id: string }> = {}) {
  return useCacheMutation(({ id }: { id: string }) => markOrderPrepared(id), options, {
    // The ticket leaves the screen at once; the next poll confirms.
    apply: (queryClient, _answer, { id }) =>
      queryClient.setQueryData<KitchenTicket[]>(kitchenKeys.queue(), (queue) =>
        queue?.filter((ticket) => ticket.id !== id),
      ),
    invalidates: [kitchenKeys.all],
    after: 'settled',
    wait: false,
  });
}
