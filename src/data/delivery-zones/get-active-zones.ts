import { queryOptions } from '@tanstack/react-query';
import { publicApi } from '@/lib/supabase-public';
import { parseRows } from '../parse';
import { deliveryZoneKeys } from './keys';
import { DELIVERY_ZONE_COLUMNS, deliveryZoneSchema, type DeliveryZone } from './schema';
import { queryHook, dataOf } from '../query';

/** The zones a customer can choose (anon reads active ones only), in the shop's order. */
export async function getActiveZones(): Promise<DeliveryZone[]> {
  const data = dataOf(
    await publicApi
      .from('delivery_zones')
      .select(DELIVERY_ZONE_COLUMNS)
      .eq('is_active', true)
      .order('sort_order')
      .order('name')
      .limit(500),
  );
  return parseRows(deliveryZoneSchema, data);
}

export const activeZonesQuery = () =>
  queryOptions({
    queryKey: deliveryZoneKeys.list('storefront'),
    queryFn: getActiveZones,
    staleTime: 60_000,
  });

export const useActiveZones = queryHook(activeZonesQuery);
