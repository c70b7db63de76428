import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import type { MutationOptions } from '../mutation';
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
}: MutationOptions<void, string[], { previous?: DeliveryZone[] }> = {}) {
  const queryClient = useQueryClient();
  const key = deliveryZoneKeys.list('admin');
  return useMutation({
    mutationFn: reorderDeliveryZones,
    onMutate: async (ids) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<DeliveryZone[]>(key);
      queryClient.setQueryData<DeliveryZone[]>(key, (zones) =>
        zones
          ? ids.flatMap((id, index) => {
              const zone = zones.find((z) => z.id === id);
              return zone ? [{ ...zone, sort_order: index + 1 }] : [];
            })
          : zones,
      );
      return { previous };
    },
    ...options,
    onSettled: async (...args) => {
      const [, error, , context] = args;
      if (error && context?.previous) queryClient.setQueryData(key, context.previous);
      await queryClient.invalidateQueries({ queryKey: deliveryZoneKeys.all });
      await onSettled?.(...args);
    },
  });
}
