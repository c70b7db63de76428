import { supabase } from '@/lib/supabase';
import { FieldError } from '@/lib/errors';
import { useCacheMutation, type MutationOptions } from '../mutation';
import { parseRows } from '../parse';
import { deliveryZoneKeys } from './keys';
import {
  DELIVERY_ZONE_COLUMNS,
  deliveryZoneSchema,
  type DeliveryZone,
  type DeliveryZoneInsert,
  type DeliveryZoneUpdate,
} from './schema';
import { dataOf } from '../query';
import { updateRow } from '../update-row';

/** 23505: the name is taken (names are unique ignoring case and spaces around). */
function zoneError(error: { code?: string }): unknown {
  return error.code === '23505' ? new FieldError('name', 'zone_name_taken') : error;
}

/** Adds one zone or many (the pasted list) in one request: all of them or none. */
export async function createDeliveryZones(rows: DeliveryZoneInsert[]): Promise<DeliveryZone[]> {
  const data = dataOf(
    await supabase.from('delivery_zones').insert(rows).select(DELIVERY_ZONE_COLUMNS),
    zoneError,
  );
  return parseRows(deliveryZoneSchema, data);
}

/** Changes one zone; fails when it is gone. */
export async function updateDeliveryZone(
  id: string,
  changes: DeliveryZoneUpdate,
): Promise<DeliveryZone> {
  return updateRow('delivery_zones', id, changes, {
    columns: DELIVERY_ZONE_COLUMNS,
    schema: deliveryZoneSchema,
    notFound: 'zone_not_found',
    toError: zoneError,
  });
}

export type SaveZoneInput =
  | { kind: 'create'; rows: DeliveryZoneInsert[] }
  | { kind: 'update'; id: string; changes: DeliveryZoneUpdate };

/**
 * The zone dialog's and the pasted list's save. A taken name is a FieldError (the form shows it
 * under the name).
 */
export function useSaveDeliveryZones(options: MutationOptions<DeliveryZone[], SaveZoneInput> = {}) {
  const save = async (input: SaveZoneInput) =>
    input.kind === 'create'
      ? createDeliveryZones(input.rows)
      : [await updateDeliveryZone(input.id, input.changes)];
  return useCacheMutation(save, options, { invalidates: [deliveryZoneKeys.all], after: 'settled' });
}
