import { queryOptions } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { parseRows } from '../parse';
import { productKeys } from './keys';
import { PRODUCT_COLUMNS, productSchema, type Product } from './schema';
import { dataOf } from '../query';

/** Every product, the unavailable ones too (the admin manages them all), newest first. */
export async function getProducts(): Promise<Product[]> {
  const data = dataOf(
    await supabase
      .from('products')
      .select(PRODUCT_COLUMNS)
      .order('created_at', { ascending: false })
      .limit(1000),
  );
  return parseRows(productSchema, data);
}

/** The admin's products; the products screen passes its loader with the legacy local fallback. */
export const productsQuery = (queryFn: () => Promise<Product[]> = getProducts) =>
  queryOptions({ queryKey: productKeys.list('admin'), queryFn });
