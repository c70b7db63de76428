import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { removeImage, resizeImage, uploadImage } from '@/lib/image-upload';
import { parseMoney } from '@/lib/money';
import { createProducts } from './api/create-products';
import { deleteProduct } from './api/delete-product';
import { productKeys } from './api/keys';
import type { Product } from './api/product';
import { updateProduct } from './api/update-product';
import { PRODUCT_IMAGES_BUCKET } from './migrate-legacy-products';
import type { ProductFormValues } from './product-schema';

export interface SaveProductInput {
  values: ProductFormValues;
  image: File | null;
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
  return uploadImage(
    PRODUCT_IMAGES_BUCKET,
    await resizeImage(image, { maxSide: 1200 }),
    'products',
  );
}

function errorText(error: unknown): string {
  return error instanceof Error && error.message ? error.message : 'Tente novamente.';
}

export function useCreateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ values, image }: SaveProductInput) => {
      const image_url = await storeImage(image);
      const [created] = await createProducts([{ ...toColumns(values), image_url }]);
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
    onSettled: () => queryClient.invalidateQueries({ queryKey: productKeys.all }),
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
    onError: (error) => {
      console.error('Could not update product', error);
      toast.error('Erro ao atualizar produto', { description: errorText(error) });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: productKeys.all }),
  });
}

export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (product: Product) => {
      await deleteProduct(product.id);
      await removeImage(PRODUCT_IMAGES_BUCKET, product.image_url);
      return product;
    },
    onSuccess: (product) => {
      toast.success('Produto excluído', {
        description: `${product.name} foi removido com sucesso`,
      });
    },
    onError: (error) => {
      console.error('Could not delete product', error);
      toast.error('Erro ao excluir produto', { description: errorText(error) });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: productKeys.all }),
  });
}
