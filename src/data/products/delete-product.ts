import { supabase } from '@/lib/supabase';
import { AppError } from '@/lib/errors';
import { useCacheMutation, type MutationOptions } from '../mutation';
import { PRODUCT_IMAGES_BUCKET, removeImage } from '../storage/images';
import { productKeys } from './keys';
import type { Product } from './schema';
import { dataOf } from '../query';

/** Deletes a product and then its uploaded photo; fails when nothing was deleted (RLS, gone). */
export async function deleteProduct(product: Pick<Product, 'id' | 'image_url'>): Promise<void> {
  const data = dataOf(await supabase.from('products').delete().eq('id', product.id).select('id'));
  if (data.length === 0) throw new AppError('product_not_found');
  await removeImage(PRODUCT_IMAGES_BUCKET, product.image_url);
}

/** Each screen says it in its own words: the products screen and the online menu. */
export function useDeleteProduct(options: MutationOptions<Product, Product> = {}) {
  const deleteAndAnswer = async (product: Product) => {
    await deleteProduct(product);
    return product;
  };
  return useCacheMutation(deleteAndAnswer, options, {
    invalidates: [productKeys.all],
    after: 'settled',
  });
}
