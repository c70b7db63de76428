import { useCacheMutation, type MutationOptions } from '../mutation';
import type { OptimisticContext } from '../optimistic';
import { deliveryZoneKeys } from './keys';
import type { DeliveryZone } from './schema';
import { updateDeliveryZone } from './save-delivery-zones';

export interface ZoneActiveInput {
  id: string;
  isActive: boolean;
}

/** The active switch: optimistic, persisted, rolled back on failure. */
export function useSetZoneActive(
  options: MutationOptions<DeliveryZone, ZoneActiveInput, OptimisticContext<DeliveryZone[]>> = {},
) {
  const save = ({ id, isActive }: ZoneActiveInput) =>
    updateDeliveryZone(id, { is_active: isActive });
  return useCacheMutation(save, options, {
    optimistic: {
      queryKey: deliveryZoneKeys.list('admin'),
      change: (zones: DeliveryZone[], { id, isActive }) =>
        zones.map((zone) => (zone.id === id ? { ...zone, is_active: isActive } : zone)),
    },
    invalidates: [deliveryZoneKeys.all],
    after: 'settled',
  });
}
