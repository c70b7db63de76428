import * as z from '../guard';
import type { Tables, TablesInsert, TablesUpdate } from '@/lib/database.types';
import { numeric } from '../parse';

/** A delivery area (usually a bairro) with its fee; a null minimum means the shop's. */
export type DeliveryZone = Pick<
  Tables<'delivery_zones'>,
  'id' | 'name' | 'fee' | 'minimum_order' | 'estimated_time' | 'is_active' | 'sort_order'
>;
export type DeliveryZoneInsert = TablesInsert<'delivery_zones'>;
export type DeliveryZoneUpdate = TablesUpdate<'delivery_zones'>;

export const DELIVERY_ZONE_COLUMNS =
  'id, name, fee, minimum_order, estimated_time, is_active, sort_order';

export const deliveryZoneSchema = z.object({
  id: z.string(),
  name: z.string(),
  fee: numeric,
  minimum_order: z.nullable(numeric),
  estimated_time: z.nullable(z.string()),
  is_active: z.boolean(),
  sort_order: numeric,
}) satisfies z.Schema<DeliveryZone>;

/** The shop's order: sort_order, then name. */
export function sortZones<T extends Pick<DeliveryZone, 'sort_order' | 'name'>>(
  zones: readonly T[],
): T[] {
  return [...zones].sort(
    (a, b) => a.sort_order - b.sort_order || a.name.localeCompare(b.name, 'pt-BR'),
  );
}
