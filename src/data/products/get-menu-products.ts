import { queryOptions } from '@tanstack/react-query';
import { publicApi } from '@/lib/supabase-public';
import { parseRows } from '../parse';
import { productKeys } from './keys';
import { PRODUCT_COLUMNS, storefrontProductSchema, type StorefrontProduct } from './schema';
import { dataOf } from '../query';

/**
 * What a customer sees: RLS returns only available products to anon, in menu order, each with the
 * ids of its option groups (a few bytes: the card knows whether it opens a sheet; the groups
 * themselves load with the first sheet).
 */
export async function getMenuProducts(): Promise<StorefrontProduct[]> {
  const data = dataOf(
    await publicApi
      .from('products')
      .select(`${PRODUCT_COLUMNS}, product_option_groups(group_id)`)
      .eq('is_available', true)
      .order('category')
      .order('sort_order')
      .order('name')
      .limit(500),
  );
  return parseRows(storefrontProductSchema, data);
}

export const menuProductsQuery = () =>
  queryOptions({ queryKey: productKeys.list('storefront'), queryFn: getMenuProducts });
