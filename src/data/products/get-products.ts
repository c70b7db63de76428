import { queryOptions } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { parseRows } from '../parse';
import { productKeys } from './keys';
import { PRODUCT_COLUMNS, productSchema, type Product } from './schema';

/** Every product, the unavailable ones too (the admin manages them all), newest first. */
export async function getProducts(): Promise<Product[]> {
  const { data, error } = await supabase
    .from('products')
    .select(PRODUCT_COLUMNS)
    .order('created_at', { ascending: false })
    .limit(1000);
  if (error) throw error;
  return parseRows(productSchema, data);
}

/** The admin's products; the products screen passes its loader with the legacy local fallback. */
export const productsQuery = (queryFn: () => Promise<Product[]> = getProducts) =>
  queryOptions({ queryKey: productKeys.list('admin'), queryFn });
