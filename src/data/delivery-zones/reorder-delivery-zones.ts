import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import type { MutationOptions } from '../mutation';
import { optimistic, type OptimisticContext } from '../optimistic';
import { deliveryZoneKeys } from './keys';
import type { DeliveryZone } from './schema';

/** Numbers the zones in this order, in one call (reorder_delivery_zones, staff only). */
export async function reorderDeliveryZones(ids: string[]): Promise<void> {
  const { error } = await supabase.rpc('reorder_delivery_zones', { ids });
  if (error) throw error;
}

/** Moving a zone up or down: the list shows the new order at once, and goes back if it fails. */
export function useReorderDeliveryZones({
  onSettled,
  ...options
}: MutationOptions<void, string[], OptimisticContext<DeliveryZone[]>> = {}) {
  const queryClient = useQueryClient();
  const update = optimistic(
    queryClient,
    deliveryZoneKeys.list('admin'),
    (zones: DeliveryZone[], ids: string[]) =>
      ids.flatMap((id, index) => {
        const zone = zones.find((z) => z.id === id);
        return zone ? [{ ...zone, sort_order: index + 1 }] : [];
      }),
  );
  return useMutation({
    mutationFn: reorderDeliveryZones,
    onMutate: update.onMutate,
    ...options,
    onSettled: async (...args) => {
      update.rollback(args[1], args[3]);
      await queryClient.invalidateQueries({ queryKey: deliveryZoneKeys.all });
      await onSettled?.(...args);
    },
  });
}
