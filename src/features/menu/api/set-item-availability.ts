import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { supabase } from '@/lib/supabase';
import type { MenuItem } from './get-menu-items';
import { menuKeys } from './keys';

export async function setItemAvailability(id: string, isAvailable: boolean): Promise<void> {
  const { data, error } = await supabase
    .from('products')
    .update({ is_available: isAvailable })
    .eq('id', id)
    .select('id');
  if (error) throw error;
  if (data.length === 0) throw new Error('Item não encontrado');
}

/** The availability switch: optimistic, persisted, rolled back with an error toast on failure. */
export function useSetItemAvailability() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, isAvailable }: { id: string; isAvailable: boolean }) =>
      setItemAvailability(id, isAvailable),
    onMutate: async ({ id, isAvailable }) => {
      await queryClient.cancelQueries({ queryKey: menuKeys.items() });
      const previous = queryClient.getQueryData<MenuItem[]>(menuKeys.items());
      queryClient.setQueryData<MenuItem[]>(menuKeys.items(), (items) =>
        items?.map((item) => (item.id === id ? { ...item, is_available: isAvailable } : item)),
      );
      return { previous };
    },
    onSuccess: (_data, { isAvailable }) => {
      if (isAvailable)
        toast.success('Item habilitado', { description: 'O item voltou a aparecer no cardápio.' });
      else toast('Item desabilitado', { description: 'O item não aparece mais no cardápio.' });
    },
    onError: (error, _vars, context) => {
      console.error('Could not change availability', error);
      if (context?.previous) queryClient.setQueryData(menuKeys.items(), context.previous);
      toast.error('Erro ao atualizar item', { description: 'Tente novamente.' });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: menuKeys.all }),
  });
}
