import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { supabase } from '@/lib/supabase';
import { NotFoundError } from '../errors';
import { deliveryZoneKeys } from './keys';
import type { DeliveryZone } from './schema';

/** Removes a zone; orders placed for it keep their fee and address (delivery_zone_id set null). */
export async function deleteDeliveryZone(id: string): Promise<void> {
  const { data, error } = await supabase.from('delivery_zones').delete().eq('id', id).select('id');
  if (error) throw error;
  if (data.length === 0) throw new NotFoundError('Bairro não encontrado. Atualize a página.');
}

export function useDeleteDeliveryZone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (zone: DeliveryZone) => {
      await deleteDeliveryZone(zone.id);
      return zone;
    },
    onSuccess: (zone) => toast.success('Bairro removido', { description: zone.name }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: deliveryZoneKeys.all }),
  });
}
