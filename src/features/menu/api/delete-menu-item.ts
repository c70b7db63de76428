import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { removeImage } from '@/lib/image-upload';
import { supabase } from '@/lib/supabase';
import type { MenuItem } from './get-menu-items';
import { menuKeys } from './keys';

export async function deleteMenuItem(id: string): Promise<void> {
  const { data, error } = await supabase.from('products').delete().eq('id', id).select('id');
  if (error) throw error;
  if (data.length === 0) throw new Error('Item não encontrado');
}

export function useDeleteMenuItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (item: MenuItem) => {
      await deleteMenuItem(item.id);
      await removeImage('product-images', item.image_url);
      return item;
    },
    onSuccess: (item) => {
      toast.error('Item removido', { description: `${item.name} foi removido do cardápio.` });
    },
    onError: (error) => {
      console.error('Could not delete menu item', error);
      toast.error('Erro ao remover item', { description: 'Tente novamente.' });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: menuKeys.all }),
  });
}
