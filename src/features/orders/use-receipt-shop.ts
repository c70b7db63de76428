import { useDeliveryZones } from '@/data/delivery-zones/get-delivery-zones';
import { useCompanySettings } from '@/data/settings/get-company-settings';
import type { ReceiptShop } from './print-order';

/** The shop's name and phone and its zones, kept loaded wherever the panel may print. */
export function useReceiptShop(): ReceiptShop {
  const { data: settings } = useCompanySettings();
  const { data: zones } = useDeliveryZones();
  return { settings, zones };
}
