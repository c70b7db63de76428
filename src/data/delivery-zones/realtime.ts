import { useTableChanges, type Audience } from '../realtime';
import { useInvalidateSoon } from '../invalidate-soon';
import { deliveryZoneKeys } from './keys';

const FED = [deliveryZoneKeys.all];

/**
 * A zone added, changed or removed on any device refetches the zone lists. Anon hears nothing of a
 * zone switched off (RLS hides its new row): the checkout also refetches on focus.
 */
export function useDeliveryZonesRealtime(audience: Audience, enabled = true) {
  const refetch = useInvalidateSoon(FED);
  useTableChanges('delivery_zones', audience, { enabled, onChange: refetch, catchUp: FED });
}
