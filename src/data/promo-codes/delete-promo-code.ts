import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AppError } from '@/lib/errors';
import { supabase } from '@/lib/supabase';
import type { MutationOptions } from '../mutation';
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

export function useDeletePromoCode({
  onSuccess,
  ...options
}: MutationOptions<void, DeletePromoInput> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePromoCode,
    ...options,
    onSuccess: async (...args) => {
      const refreshed = queryClient.invalidateQueries({ queryKey: promoCodeKeys.all });
      await onSuccess?.(...args);
      await refreshed;
    },
  });
}
