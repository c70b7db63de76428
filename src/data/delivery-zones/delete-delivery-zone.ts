import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { AppError } from '@/lib/errors';
import type { MutationOptions } from '../mutation';
import { deliveryZoneKeys } from './keys';
import type { DeliveryZone } from './schema';

/** Removes a zone; orders placed for it keep their fee and address (delivery_zone_id set null). */
export async function deleteDeliveryZone(id: string): Promise<void> {
  const { data, error } = await supabase.from('delivery_zones').delete().eq('id', id).select('id');
  if (error) throw error;
  if (data.length === 0) throw new AppError('zone_not_found');
}

export function useDeleteDeliveryZone({
  onSettled,
  ...options
}: MutationOptions<DeliveryZone, DeliveryZone> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (zone: DeliveryZone) => {
      await deleteDeliveryZone(zone.id);
      return zone;
    },
    ...options,
    onSettled: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: deliveryZoneKeys.all });
      await onSettled?.(...args);
    },
  });
}
