import { supabase } from '@/lib/supabase';
import { useCacheMutation, type MutationOptions } from '../mutation';
import { optionKeys } from '../options/keys';
import { productKeys } from '../products/keys';
import { dataOf } from '../query';

export type ItemKind = 'product' | 'option';
/** 'tomorrow': back at the next business day's start; 'manual': until switched back; null: on sale. */
export type SoldOutUntil = 'tomorrow' | 'manual' | null;

export interface AvailabilityChange {
  kind: ItemKind;
  id: string;
  until: SoldOutUntil;
  /** For the caller's feedback only. */
  name: string;
}

/** set_availability: returns the instant the item comes back ('infinity', or null when on sale). */
export async function setAvailability({ kind, id, until }: AvailabilityChange) {
  const data = dataOf(
    await supabase.rpc('set_availability', {
      p_kind: kind,
      p_id: id,
      ...(until ? { p_until: until } : {}),
    }),
  );
  return data as string | null;
}

/** What a change of availability reads again: a product's sold-out state follows its options. */
export const MENU_KEYS = [productKeys.all, optionKeys.all];

/** The one-tap Esgotado (owner, attendant, kitchen). */
export function useSetAvailability(
  options: MutationOptions<string | null, AvailabilityChange> = {},
) {
  return useCacheMutation(setAvailability, options, { invalidates: MENU_KEYS, after: 'settled' });
}
