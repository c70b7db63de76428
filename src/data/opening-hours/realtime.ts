import { useTableChanges, type Audience } from '../realtime';
import { useInvalidateSoon } from '../invalidate-soon';
import { shopStatusKeys } from '../shop-status/keys';
import { openingHoursKeys } from './keys';

const FED = [openingHoursKeys.all, shopStatusKeys.all];

/** A change of the week (on any device) refetches the hours and the shop's status. */
export function useOpeningHoursRealtime(audience: Audience, enabled = true) {
  const refetch = useInvalidateSoon(FED);
  useTableChanges('opening_hours', audience, { enabled, onChange: refetch, catchUp: FED });
}
