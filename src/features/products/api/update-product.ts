import { supabase } from '@/lib/supabase';
import { PRODUCT_COLUMNS, toProduct, type Product, type ProductUpdate } from './product';

export async function updateProduct(id: string, changes: ProductUpdate): Promise<Product> {
  const { data, error } = await supabase
    .from('products')
    .update(changes)
    .eq('id', id)
    .select(PRODUCT_COLUMNS)
    .single();
  if (error) throw error;
  return toProduct(data);
}
