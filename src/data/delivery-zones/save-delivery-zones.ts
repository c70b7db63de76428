import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { FieldError, NotFoundError } from '../errors';
import { parseRows } from '../parse';
import { deliveryZoneKeys } from './keys';
import {
  DELIVERY_ZONE_COLUMNS,
  deliveryZoneSchema,
  type DeliveryZone,
  type DeliveryZoneInsert,
  type DeliveryZoneUpdate,
} from './schema';

export const DUPLICATE_ZONE_MESSAGE = 'Já existe um bairro com esse nome.';

/** 23505: the name is taken (names are unique ignoring case and spaces around). */
function zoneError(error: { code?: string }): unknown {
  return error.code === '23505' ? new FieldError('name', DUPLICATE_ZONE_MESSAGE) : error;
}

/** Adds one zone or many (the pasted list) in one request: all of them or none. */
export async function createDeliveryZones(rows: DeliveryZoneInsert[]): Promise<DeliveryZone[]> {
  const { data, error } = await supabase
    .from('delivery_zones')
    .insert(rows)
    .select(DELIVERY_ZONE_COLUMNS);
  if (error) throw zoneError(error);
  return parseRows(deliveryZoneSchema, data);
}

/** Changes one zone; fails when it is gone. */
export async function updateDeliveryZone(
  id: string,
  changes: DeliveryZoneUpdate,
): Promise<DeliveryZone> {
  const { data, error } = await supabase
    .from('delivery_zones')
    .update(changes)
    .eq('id', id)
    .select(DELIVERY_ZONE_COLUMNS)
    .maybeSingle();
  if (error) throw zoneError(error);
  if (!data) throw new NotFoundError('Bairro não encontrado. Atualize a página.');
  return deliveryZoneSchema.parse(data);
}

export type SaveZoneInput =
  | { kind: 'create'; rows: DeliveryZoneInsert[] }
  | { kind: 'update'; id: string; changes: DeliveryZoneUpdate };

/**
 * The zone dialog's and the pasted list's save. A taken name is a FieldError (the form shows it
 * under the name); anything else gets the default error toast.
 */
export function useSaveDeliveryZones(onSaved?: (zones: DeliveryZone[]) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: SaveZoneInput) =>
      input.kind === 'create'
        ? createDeliveryZones(input.rows)
        : [await updateDeliveryZone(input.id, input.changes)],
    onSuccess: (zones) => onSaved?.(zones),
    onSettled: () => queryClient.invalidateQueries({ queryKey: deliveryZoneKeys.all }),
  });
}
