import { useRowSwitch, type MutationOptions, type SwitchInput } from '../mutation';
import type { OptimisticContext } from '../optimistic';
import { deliveryZoneKeys } from './keys';
import type { DeliveryZone } from './schema';
import { updateDeliveryZone } from './save-delivery-zones';

export type ZoneActiveInput = SwitchInput<'isActive'>;

/** The active switch: optimistic, persisted, rolled back on failure. */
export function useSetZoneActive(
  options: MutationOptions<DeliveryZone, ZoneActiveInput, OptimisticContext<DeliveryZone[]>> = {},
) {
  return useRowSwitch(updateDeliveryZone, deliveryZoneKeys, ['isActive', 'is_active'], options);
}
