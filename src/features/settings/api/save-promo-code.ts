import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { supabase } from '@/lib/supabase';
import { PROMO_MESSAGES, toPromoRow, type PromoValues } from '../promotions/promo-schema';
import { promoCodeKeys } from './promo-codes-keys';

/** A code that another promo code already has: shown under the code field. */
export class DuplicatePromoCodeError extends Error {
  constructor() {
    super(PROMO_MESSAGES.duplicate);
  }
}

const SAVE_FAILED = 'Não foi possível salvar o código promocional. Tente novamente.';

export interface SavePromoInput {
  /** The code being edited; none to create one. */
  id?: string;
  values: PromoValues;
}

export async function savePromoCode({ id, values }: SavePromoInput) {
  const row = toPromoRow(values);
  const query = id
    ? supabase.from('promo_codes').update(row).eq('id', id).select('id').single()
    : supabase.from('promo_codes').insert(row).select('id').single();
  const { error } = await query;
  if (error) {
    if (error.code === '23505') throw new DuplicatePromoCodeError();
    console.error('Error saving promo code', error);
    throw new Error(SAVE_FAILED);
  }
  return row.code;
}

export function useSavePromoCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePromoCode,
    onSuccess: (code, { id }) => {
      toast.success(id ? 'Código promocional atualizado' : 'Código promocional criado', {
        description: code,
      });
      return queryClient.invalidateQueries({ queryKey: promoCodeKeys.all });
    },
  });
}
