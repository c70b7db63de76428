import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TablesInsert } from '@/lib/database.types';
import { toast } from '@/lib/toast';
import { supabase } from '@/lib/supabase';
import { UserFacingError } from '../errors';
import { promoCodeKeys } from './keys';

export type PromoCodeInsert = TablesInsert<'promo_codes'>;

/** A code that another promo code already has: shown under the code field. */
export class DuplicatePromoCodeError extends UserFacingError {
  constructor() {
    super('Já existe um código promocional com este nome.');
    this.name = 'DuplicatePromoCodeError';
  }
}

const SAVE_FAILED = 'Não foi possível salvar o código promocional. Tente novamente.';

export interface SavePromoInput {
  /** The code being edited; none to create one. */
  id?: string;
  row: PromoCodeInsert;
}

export async function savePromoCode({ id, row }: SavePromoInput): Promise<string> {
  const query = id
    ? supabase.from('promo_codes').update(row).eq('id', id).select('id').single()
    : supabase.from('promo_codes').insert(row).select('id').single();
  const { error } = await query;
  if (error) {
    if (error.code === '23505') throw new DuplicatePromoCodeError();
    console.error('Error saving promo code', error);
    throw new UserFacingError(SAVE_FAILED, { cause: error });
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
