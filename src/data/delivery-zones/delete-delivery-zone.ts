import { supabase } from '@/lib/supabase';
import { AppError } from '@/lib/errors';
import { useCacheMutation, type MutationOptions } from '../mutation';
import { deliveryZoneKeys } from './keys';
import type { DeliveryZone } from './schema';
import { dataOf } from '../query';

/** Removes a zone; orders placed for it keep their fee and address (delivery_zone_id set null). */
export async function deleteDeliveryZone(id: string): Promise<void> {
  const data = dataOf(await supabase.from('delivery_zones').delete().eq('id', id).select('id'));
  if (data.length === 0) throw new AppError('zone_not_found');
}

export function useDeleteDeliveryZone(options: MutationOptions<DeliveryZone, DeliveryZone> = {}) {
  const deleteZone = async (zone: DeliveryZone) => {
    await deleteDeliveryZone(zone.id);
    return zone;
  };
  return useCacheMutation(deleteZone, options, {
    invalidates: [deliveryZoneKeys.all],
    after: 'settled',
  });
}
