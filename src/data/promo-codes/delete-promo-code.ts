import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { supabase } from '@/lib/supabase';
import { UserFacingError } from '../errors';
import { promoCodeKeys } from './keys';

export async function deletePromoCode({ id }: { id: string; code: string }) {
  const { error } = await supabase.from('promo_codes').delete().eq('id', id);
  if (error) {
    console.error('Error deleting promo code', error);
    throw new UserFacingError('Não foi possível excluir o código promocional. Tente novamente.', {
      cause: error,
    });
  }
}

export function useDeletePromoCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePromoCode,
    onSuccess: (_, { code }) => {
      toast.success('Código promocional excluído', { description: `${code} foi removido.` });
      return queryClient.invalidateQueries({ queryKey: promoCodeKeys.all });
    },
  });
}
