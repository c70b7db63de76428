import { useShopStatus } from '@/data/shop-status/get-shop-status';
import { useOpeningHoursRealtime } from '@/data/opening-hours/realtime';
import { useCompanySettingsRealtime } from '@/data/settings/realtime';

/**
 * Whether the shop takes orders now, kept live on a customer's phone: refetched when it is due to
 * change and on focus (useShopStatus), and at once when the owner pauses or changes the hours
 * (realtime on company_settings and opening_hours, subscribed once the page has rendered: `live`).
 */
export function useLiveShopStatus(live: boolean) {
  useCompanySettingsRealtime('public', live);
  useOpeningHoursRealtime('public', live);
  return useShopStatus();
}
