import { queryOptions, useQuery } from '@tanstack/react-query';
import { publicApi } from '@/lib/supabase-public';
import { storefrontKeys } from './keys';

/** What a customer sees of a product. RLS returns only available products to anon. */
export interface MenuProduct {
  id: string;
  name: string;
  description: string | null;
  price: number;
  image_url: string | null;
  category: string;
}

export async function getMenuProducts(): Promise<MenuProduct[]> {
  const { data, error } = await publicApi
    .from('products')
    .select('id, name, description, price, image_url, category')
    .eq('is_available', true)
    .order('category')
    .order('sort_order')
    .order('name')
    .limit(500);
  if (error) throw error;
  return data.map((p) => ({ ...p, price: Number(p.price) }));
}

export const menuProductsQuery = () =>
  queryOptions({ queryKey: storefrontKeys.menu(), queryFn: getMenuProducts });

export function useMenuProducts() {
  return useQuery(menuProductsQuery());
}

/** Products grouped by category, categories in order of first appearance. */
export function groupByCategory(
  products: readonly MenuProduct[],
): Array<{ category: string; products: MenuProduct[] }> {
  const groups = new Map<string, MenuProduct[]>();
  for (const product of products) {
    const list = groups.get(product.category) ?? [];
    list.push(product);
    groups.set(product.category, list);
  }
  return [...groups].map(([category, list]) => ({ category, products: list }));
}
