import { queryOptions } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { parseRows } from '../parse';
import { deliveryZoneKeys } from './keys';
import { DELIVERY_ZONE_COLUMNS, deliveryZoneSchema, type DeliveryZone } from './schema';
import { queryHook, dataOf } from '../query';

/** Every zone, active or not, in the shop's order (staff). */
export async function getDeliveryZones(): Promise<DeliveryZone[]> {
  const data = dataOf(
    await supabase
      .from('delivery_zones')
      .select(DELIVERY_ZONE_COLUMNS)
      .order('sort_order')
      .order('name'),
  );
  return parseRows(deliveryZoneSchema, data);
}

export const deliveryZonesQuery = () =>
  queryOptions({ queryKey: deliveryZoneKeys.list('admin'), queryFn: getDeliveryZones });

export const useDeliveryZones = queryHook(deliveryZonesQuery);
