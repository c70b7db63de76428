import type { TablesInsert } from '@/lib/database.types';
import { AppError, FieldError } from '@/lib/errors';
import { supabase } from '@/lib/supabase';
import { useCacheMutation, type MutationOptions } from '../mutation';
import { promoCodeKeys } from './keys';

export type PromoCodeInsert = TablesInsert<'promo_codes'>;

export interface SavePromoInput {
  /** The code being edited; none to create one. */
  id?: string;
  row: PromoCodeInsert;
}

/** Saves a code; a code another promo code already has is a FieldError on `code`. */
export async function savePromoCode({ id, row }: SavePromoInput): Promise<string> {
  const query = id
    ? supabase.from('promo_codes').update(row).eq('id', id).select('id').single()
    : supabase.from('promo_codes').insert(row).select('id').single();
  const { error } = await query;
  if (error) {
    if (error.code === '23505') throw new FieldError('code', 'promo_code_taken');
    console.error('Error saving promo code', error);
    throw new AppError('promo_code_save_failed', { cause: error });
  }
  return row.code;
}

export function useSavePromoCode(options: MutationOptions<string, SavePromoInput> = {}) {
  return useCacheMutation(savePromoCode, options, { invalidates: [promoCodeKeys.all] });
}
