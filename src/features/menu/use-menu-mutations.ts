import { toast } from '@/lib/toast';
import { userMessage } from '@/lib/error-messages';
import { useSetOptionAvailability } from '@/data/options/set-option-availability';
import { useDeleteProduct } from '@/data/products/delete-product';
import { useReorderProducts } from '@/data/products/reorder-products';
import { useSetProductAvailability } from '@/data/products/set-product-availability';
import { useSetProductFeatured } from '@/data/products/set-product-featured';
import { useReorderCategories } from '@/data/settings/reorder-categories';

/** The menu's availability switch's toasts. */
export function useSetItemAvailability() {
  return useSetProductAvailability({
    onSuccess: (_product, { isAvailable }) => {
      if (isAvailable)
        toast.success('Item habilitado', { description: 'O item voltou a aparecer no cardápio.' });
      else toast('Item desabilitado', { description: 'O item não aparece mais no cardápio.' });
    },
    onError: (error) => {
      console.error('Could not change availability', error);
      toast.error('Erro ao atualizar item', { description: userMessage(error) });
    },
  });
}

/** Deleting from the menu deletes the product (destructive toast 'Item removido'). */
export function useDeleteMenuItem() {
  return useDeleteProduct({
    onSuccess: (item) => {
      toast.error('Item removido', { description: `${item.name} foi removido do cardápio.` });
    },
    onError: (error) => {
      console.error('Could not delete menu item', error);
      toast.error('Erro ao remover item', { description: userMessage(error) });
    },
  });
}

/** The esgotado switch of a complemento. */
export function useSetOptionAvailabilityWithToasts() {
  return useSetOptionAvailability({
    onSuccess: (option) => {
      if (option.is_available)
        toast.success('Opção disponível', { description: `${option.name} voltou ao cardápio.` });
      else toast('Opção esgotada', { description: `${option.name} aparece como esgotada.` });
    },
    onError: (error) => {
      console.error('Could not change option availability', error);
      toast.error('Erro ao atualizar opção', { description: userMessage(error) });
    },
  });
}

function reorderFailed(error: unknown) {
  console.error('Could not reorder the menu', error);
  toast.error('Erro ao reordenar o cardápio', { description: userMessage(error) });
}

/** Up and down on categories and products: the new order shows at once; only a failure speaks. */
export function useMenuOrder() {
  return {
    categories: useReorderCategories({ onError: reorderFailed }),
    products: useReorderProducts({ onError: reorderFailed }),
  };
}

/** The star of a product: "Destaques" at the top of the online menu. */
export function useSetItemFeatured() {
  return useSetProductFeatured({
    onSuccess: (product) => {
      if (product.is_featured)
        toast.success('Item em destaque', {
          description: `${product.name} aparece em Destaques no cardápio.`,
        });
      else toast('Item fora dos destaques', { description: `${product.name} saiu de Destaques.` });
    },
    onError: (error) => {
      console.error('Could not change featured', error);
      toast.error('Erro ao atualizar item', { description: userMessage(error) });
    },
  });
}
