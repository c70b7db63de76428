import { queryOptions } from '@tanstack/react-query';
import type { Database } from '@/lib/database.types';
import { supabase } from '@/lib/supabase';
import { menuKeys } from './keys';

export type MenuItem = Pick<
  Database['public']['Tables']['products']['Row'],
  'id' | 'name' | 'description' | 'price' | 'image_url' | 'category' | 'is_available'
>;

/** Every product, available or not, in menu order (category, then the shop's order, then name). */
export async function getMenuItems(): Promise<MenuItem[]> {
  const { data, error } = await supabase
    .from('products')
    .select('id, name, description, price, image_url, category, is_available')
    .order('category')
    .order('sort_order')
    .order('name')
    .limit(1000);
  if (error) throw error;
  return data.map((item) => ({ ...item, price: Number(item.price) }));
}

export const menuItemsQuery = () =>
  queryOptions({ queryKey: menuKeys.items(), queryFn: getMenuItems });

/** Items grouped by category, categories in order of first appearance. */
export function groupByCategory(
  items: readonly MenuItem[],
): Array<{ category: string; items: MenuItem[] }> {
  const groups = new Map<string, MenuItem[]>();
  for (const item of items) groups.set(item.category, [...(groups.get(item.category) ?? []), item]);
  return [...groups].map(([category, list]) => ({ category, items: list }));
}
