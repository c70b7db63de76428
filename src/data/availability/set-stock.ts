import { supabase } from '@/lib/supabase';
import { useCacheMutation, type MutationOptions } from '../mutation';
import { MENU_KEYS, type ItemKind } from './set-availability';
import { assertOk } from '../query';

export interface StockChange {
  kind: ItemKind;
  id: string;
  /** null: not counted. */
  quantity: number | null;
  allowOversell: boolean;
  name: string;
}

export async function setStock({ kind, id, quantity, allowOversell }: StockChange) {
  assertOk(
    await supabase.rpc('set_stock', {
      p_kind: kind,
      p_id: id,
      // null (not counted) is a valid argument; the generated type has no null for an integer one.
      p_quantity: quantity as number,
      p_allow_oversell: allowOversell,
    }),
  );
}

/** The stock count and "permitir vender sem estoque" of a product or complemento. */
export function useSetStock(options: MutationOptions<void, StockChange> = {}) {
  return useCacheMutation(setStock, options, { invalidates: MENU_KEYS, after: 'settled' });
}
