import { toast } from '@/lib/toast';
import { failureToast } from '@/lib/failure-toast';
import { availabilityFailed } from '@/components/sold-out/sold-out-feedback';
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
    onError: availabilityFailed,
  });
}

/** Deleting from the menu deletes the product (destructive toast 'Item removido'). */
export function useDeleteMenuItem() {
  return useDeleteProduct({
    onSuccess: (item) => {
      toast.error('Item removido', { description: `${item.name} foi removido do cardápio.` });
    },
    onError: failureToast('Erro ao remover item', 'Could not delete menu item'),
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
    onError: failureToast('Erro ao atualizar opção', 'Could not change option availability'),
  });
}

const reorderFailed = failureToast('Erro ao reordenar o cardápio', 'Could not reorder the menu');

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
    onError: failureToast('Erro ao atualizar item', 'Could not change featured'),
  });
}
