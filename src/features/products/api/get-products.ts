import { queryOptions } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { productKeys } from './keys';
import { PRODUCT_COLUMNS, toProduct, type Product } from './product';

/** Every product, the unavailable ones too (the admin manages them all), newest first. */
export async function getProducts(): Promise<Product[]> {
  const { data, error } = await supabase
    .from('products')
    .select(PRODUCT_COLUMNS)
    .order('created_at', { ascending: false })
    .limit(1000);
  if (error) throw error;
  return data.map(toProduct);
}

export const productsQuery = (queryFn: () => Promise<Product[]> = getProducts) =>
  queryOptions({ queryKey: productKeys.list('admin'), queryFn });
