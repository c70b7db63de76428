import { supabase } from '@/lib/supabase';
import { useCacheMutation, type MutationOptions } from '../mutation';
import type { OptimisticContext } from '../optimistic';
import { deliveryZoneKeys } from './keys';
import type { DeliveryZone } from './schema';
import { assertOk } from '../query';

/** Numbers the zones in this order, in one call (reorder_delivery_zones, staff only). */
export async function reorderDeliveryZones(ids: string[]): Promise<void> {
  assertOk(await supabase.rpc('reorder_delivery_zones', { ids }));
}

/** Moving a zone up or down: the list shows the new order at once, and goes back if it fails. */
export function useReorderDeliveryZones(
  options: MutationOptions<void, string[], OptimisticContext<DeliveryZone[]>> = {},
) {
  return useCacheMutation(reorderDeliveryZones, options, {
    optimistic: {
      queryKey: deliveryZoneKeys.list('admin'),
      change: (zones: DeliveryZone[], ids) =>
        ids.flatMap((id, index) => {
          const zone = zones.find((z) => z.id === id);
          return zone ? [{ ...zone, sort_order: index + 1 }] : [];
        }),
    },
    invalidates: [deliveryZoneKeys.all],
    after: 'settled',
  });
}
