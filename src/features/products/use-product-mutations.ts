import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { failureToast } from '@/lib/failure-toast';
import { PRODUCT_IMAGE_WIDTHS } from '@/lib/image-variants';
import { parseMoney } from '@/domain/money';
import { PRODUCT_IMAGES_BUCKET, removeImage, uploadImage } from '@/data/storage/images';
import { createProducts } from '@/data/products/create-products';
import { deleteProduct, useDeleteProduct } from '@/data/products/delete-product';
import { optionKeys } from '@/data/options/keys';
import { setProductOptionGroups } from '@/data/options/set-product-option-groups';
import { productKeys } from '@/data/products/keys';
import { updateProduct } from '@/data/products/update-product';
import type { ProductFormValues } from './product-schema';

export interface SaveProductInput {
  values: ProductFormValues;
  image: File | null;
}

export interface CreateProductInput extends SaveProductInput {
  /** The complementos chosen in the add dialog, in order: linked before the save reports success. */
  groupIds?: readonly string[];
}

function toColumns(values: ProductFormValues) {
  return {
    name: values.name.trim(),
    description: values.description.trim(),
    price: parseMoney(values.price),
    category: values.category.trim(),
    is_available: values.is_available,
  };
}

async function storeImage(image: File | null): Promise<string | undefined> {
  if (!image) return undefined;
  return uploadImage(PRODUCT_IMAGES_BUCKET, image, PRODUCT_IMAGE_WIDTHS, 'products');
}

export function useCreateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ values, image, groupIds = [] }: CreateProductInput) => {
      const image_url = await storeImage(image);
      const [created] = await createProducts([{ ...toColumns(values), image_url }]);
      if (groupIds.length > 0) {
        // Saved together: a product whose complementos could not be linked is taken back, so a
        // retry never leaves a pizza on the menu without its sizes.
        try {
          await setProductOptionGroups(created!.id, [...groupIds]);
        } catch (error) {
          await deleteProduct(created!).catch(() => undefined);
          throw error;
        }
      }
      return created!;
    },
    onSuccess: (product) => {
      toast.success('Produto adicionado', {
        description: `${product.name} foi adicionado ao cardápio.`,
      });
    },
    onError: (error) => {
      console.error('Could not add product', error);
      toast.error('Erro ao adicionar produto', {
        description: 'Ocorreu um erro ao tentar adicionar o produto. Tente novamente.',
      });
    },
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: productKeys.all });
      await queryClient.invalidateQueries({ queryKey: optionKeys.all });
    },
  });
}

export function useUpdateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      id,
      values,
      image,
      previousImageUrl,
    }: SaveProductInput & { id: string; previousImageUrl?: string | null }) => {
      const image_url = await storeImage(image);
      const product = await updateProduct(id, {
        ...toColumns(values),
        ...(image_url ? { image_url } : {}),
      });
      if (image_url && previousImageUrl !== image_url) {
        await removeImage(PRODUCT_IMAGES_BUCKET, previousImageUrl);
      }
      return product;
    },
    onSuccess: (product) => {
      toast.success('Produto atualizado', {
        description: `${product.name} foi atualizado com sucesso.`,
      });
    },
    onError: failureToast('Erro ao atualizar produto', 'Could not update product'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: productKeys.all }),
  });
}

export function useDeleteProductWithToasts() {
  return useDeleteProduct({
    onSuccess: (product) => {
      toast.success('Produto excluído', {
        description: `${product.name} foi removido com sucesso`,
      });
    },
    onError: failureToast('Erro ao excluir produto', 'Could not delete product'),
  });
}
