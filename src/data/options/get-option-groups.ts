import { queryOptions } from '@tanstack/react-query';
import * as z from '../guard';
import { supabase } from '@/lib/supabase';
import { numeric, parseRows } from '../parse';
import { optionKeys } from './keys';
import {
  byMenuOrder,
  GROUP_COLUMNS,
  OPTION_COLUMNS,
  optionGroupSchema,
  type OptionGroup,
} from './schema';
import { queryHook, dataOf } from '../query';

/** A group as the admin sees it: with the products that offer it (and where they place it). */
export type AdminOptionGroup = OptionGroup & {
  links: Array<{ product_id: string; sort_order: number }>;
};

const adminGroupSchema = z.pipe(
  z.object({
    group: optionGroupSchema,
    links: z.array(z.object({ product_id: z.string(), sort_order: numeric })),
  }),
  z.transform(({ group, links }): AdminOptionGroup => ({ ...group, links })),
);

/** Every group with its options and links, in the groups' order. */
export async function getOptionGroups(): Promise<AdminOptionGroup[]> {
  const data = dataOf(
    await supabase
      .from('option_groups')
      .select(
        `${GROUP_COLUMNS}, options(${OPTION_COLUMNS}), product_option_groups(product_id, sort_order)`,
      )
      .order('sort_order')
      .order('name')
      .limit(1000),
  );
  return parseRows(
    adminGroupSchema,
    data.map(({ product_option_groups, ...group }) => ({ group, links: product_option_groups })),
  );
}

/** The groups a product offers, in its order. */
export function groupsOfProduct(
  groups: readonly AdminOptionGroup[],
  productId: string,
): AdminOptionGroup[] {
  const sortOf = (group: AdminOptionGroup) =>
    group.links.find((link) => link.product_id === productId)?.sort_order ?? 0;
  return groups
    .filter((group) => group.links.some((link) => link.product_id === productId))
    .sort((a, b) => sortOf(a) - sortOf(b) || byMenuOrder(a, b));
}

export const optionGroupsQuery = () =>
  queryOptions({ queryKey: optionKeys.groups(), queryFn: getOptionGroups });

export const useOptionGroups = queryHook(optionGroupsQuery);
