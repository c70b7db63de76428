import { useTableChanges, type Audience } from '../realtime';
import { useInvalidateSoon } from '../invalidate-soon';
import { shopStatusKeys } from '../shop-status/keys';
import { settingsKeys } from './keys';

const FED = [settingsKeys.all, shopStatusKeys.all];

/**
 * Keeps the shop's settings live on every screen (a pause tapped on another device, a new fee):
 * any change of the one company_settings row refetches the settings and the shop's status. The
 * admin layout mounts it for staff; the storefront for the public.
 */
export function useCompanySettingsRealtime(audience: Audience, enabled = true) {
  const refetch = useInvalidateSoon(FED);
  useTableChanges('company_settings', audience, { enabled, onChange: refetch, catchUp: FED });
}
