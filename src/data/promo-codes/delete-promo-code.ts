import { AppError } from '@/lib/errors';
import { supabase } from '@/lib/supabase';
import { useCacheMutation, type MutationOptions } from '../mutation';
import { promoCodeKeys } from './keys';

export interface DeletePromoInput {
  id: string;
  code: string;
}

export async function deletePromoCode({ id }: DeletePromoInput) {
  const { error } = await supabase.from('promo_codes').delete().eq('id', id);
  if (error) {
    console.error('Error deleting promo code', error);
    throw new AppError('promo_code_delete_failed', { cause: error });
  }
}

export function useDeletePromoCode(options: MutationOptions<void, DeletePromoInput> = {}) {
  return useCacheMutation(deletePromoCode, options, { invalidates: [promoCodeKeys.all] });
}
