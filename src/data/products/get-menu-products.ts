import { queryOptions } from '@tanstack/react-query';
import { publicApi } from '@/lib/supabase-public';
import { parseRows } from '../parse';
import { productKeys } from './keys';
import { PRODUCT_COLUMNS, productSchema, type Product } from './schema';

/** What a customer sees: RLS returns only available products to anon, in menu order. */
export async function getMenuProducts(): Promise<Product[]> {
  const { data, error } = await publicApi
    .from('products')
    .select(PRODUCT_COLUMNS)
    .eq('is_available', true)
    .order('category')
    .order('sort_order')
    .order('name')
    .limit(500);
  if (error) throw error;
  return parseRows(productSchema, data);
}

export const menuProductsQuery = () =>
  queryOptions({ queryKey: productKeys.list('storefront'), queryFn: getMenuProducts });
