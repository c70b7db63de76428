import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { AppError } from '@/lib/errors';
import type { MutationOptions } from '../mutation';
import { PRODUCT_IMAGES_BUCKET, removeImage } from '../storage/images';
import { productKeys } from './keys';
import type { Product } from './schema';

/** Deletes a product and then its uploaded photo; fails when nothing was deleted (RLS, gone). */
export async function deleteProduct(product: Pick<Product, 'id' | 'image_url'>): Promise<void> {
  const { data, error } = await supabase
    .from('products')
    .delete()
    .eq('id', product.id)
    .select('id');
  if (error) throw error;
  if (data.length === 0) throw new AppError('product_not_found');
  await removeImage(PRODUCT_IMAGES_BUCKET, product.image_url);
}

/** Each screen says it in its own words: the products screen and the online menu. */
export function useDeleteProduct({
  onSettled,
  ...options
}: MutationOptions<Product, Product> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (product: Product) => {
      await deleteProduct(product);
      return product;
    },
    ...options,
    onSettled: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: productKeys.all });
      await onSettled?.(...args);
    },
  });
}
