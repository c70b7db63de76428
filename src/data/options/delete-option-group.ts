import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { NotFoundError } from '../errors';
import { optionKeys } from './keys';

/** Deletes a group, its options and its links to products (orders keep their own copy). */
export async function deleteOptionGroup(id: string): Promise<void> {
  const { data, error } = await supabase.from('option_groups').delete().eq('id', id).select('id');
  if (error) throw error;
  if (data.length === 0) throw new NotFoundError('Grupo de complementos não encontrado.');
}

export function useDeleteOptionGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteOptionGroup,
    onSettled: () => queryClient.invalidateQueries({ queryKey: optionKeys.all }),
  });
}
