import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from '../guard';
import { publicApi } from '@/lib/supabase-public';
import { numeric, parseRows } from '../parse';
import { optionKeys } from './keys';
import { GROUP_COLUMNS, OPTION_COLUMNS, optionGroupSchema, type OptionGroup } from './schema';

/** Each product's groups, in the order the product offers them (products without any are absent). */
export type MenuOptions = Readonly<Record<string, OptionGroup[]>>;

const linkSchema = z.object({ product_id: z.string(), group_id: z.string(), sort_order: numeric });

/**
 * The complementos of the whole menu, as anon, in two requests (groups with their options, and which
 * product offers which): loaded when a product sheet first opens or once the menu is idle, never
 * before the menu's first paint. Esgotado options are included: the sheet shows them greyed.
 */
export async function getMenuOptions(): Promise<MenuOptions> {
  const [groups, links] = await Promise.all([
    publicApi
      .from('option_groups')
      .select(`${GROUP_COLUMNS}, options(${OPTION_COLUMNS})`)
      .limit(1000),
    publicApi.from('product_option_groups').select('product_id, group_id, sort_order').limit(10000),
  ]);
  if (groups.error) throw groups.error;
  if (links.error) throw links.error;
  // The sheet and the rules read one flag: an option sold out now is not available.
  const byId = new Map(
    parseRows(optionGroupSchema, groups.data).map((g) => [
      g.id,
      { ...g, options: g.options.map((o) => (o.sold_out ? { ...o, is_available: false } : o)) },
    ]),
  );
  const byProduct: Record<string, Array<{ group: OptionGroup; sort: number }>> = {};
  for (const link of parseRows(linkSchema, links.data)) {
    const group = byId.get(link.group_id);
    if (group) (byProduct[link.product_id] ??= []).push({ group, sort: link.sort_order });
  }
  // As place_order walks them: the product's order, then the group's name.
  return Object.fromEntries(
    Object.entries(byProduct).map(([productId, list]) => [
      productId,
      list
        .sort((a, b) => a.sort - b.sort || (a.group.name < b.group.name ? -1 : 1))
        .map((entry) => entry.group),
    ]),
  );
}

export const menuOptionsQuery = () =>
  queryOptions({ queryKey: optionKeys.menu(), queryFn: getMenuOptions });

export function useMenuOptions(enabled = true) {
  return useQuery({ ...menuOptionsQuery(), enabled });
}
