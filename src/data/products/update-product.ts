import { supabase } from '@/lib/supabase';
import { AppError } from '@/lib/errors';
import { PRODUCT_COLUMNS, productSchema, type Product, type ProductUpdate } from './schema';
import { dataOf } from '../query';

/** Changes a product; fails when nothing changed (RLS, or an id that is already gone). */
export async function updateProduct(id: string, changes: ProductUpdate): Promise<Product> {
  const data = dataOf(
    await supabase
      .from('products')
      .update(changes)
      .eq('id', id)
      .select(PRODUCT_COLUMNS)
      .maybeSingle(),
  );
  if (!data) throw new AppError('product_not_found');
  return productSchema.parse(data);
}
