import { supabase } from '@/lib/supabase';
import { productKeys } from '../products/keys';
import type { AdminOptionGroup } from './get-option-groups';
import { useCacheMutation, type MutationOptions } from '../mutation';
import type { OptimisticContext } from '../optimistic';
import { optionKeys } from './keys';
import { assertOk } from '../query';

/** The groups a product offers, in order: attach, detach and reorder in one call. */
export async function setProductOptionGroups(productId: string, groupIds: string[]): Promise<void> {
  assertOk(
    await supabase.rpc('set_product_option_groups', {
      product_id: productId,
      group_ids: groupIds,
    }),
  );
}

/** The admin's cached groups with `productId` linked to exactly `groupIds`, in that order. */
export function relink(
  groups: readonly AdminOptionGroup[],
  productId: string,
  groupIds: readonly string[],
): AdminOptionGroup[] {
  return groups.map((group) => {
    const others = group.links.filter((link) => link.product_id !== productId);
    const position = groupIds.indexOf(group.id);
    return {
      ...group,
      links:
        position < 0 ? others : [...others, { product_id: productId, sort_order: position + 1 }],
    };
  });
}

/** Optimistic: the list moves at once; a failure puts it back (the caller says why). */
export function useSetProductOptionGroups(
  productId: string,
  options: MutationOptions<void, string[], OptimisticContext<AdminOptionGroup[]>> = {},
) {
  const save = (groupIds: string[]) => setProductOptionGroups(productId, groupIds);
  return useCacheMutation(save, options, {
    optimistic: {
      queryKey: optionKeys.groups(),
      change: (groups: AdminOptionGroup[], groupIds) => relink(groups, productId, groupIds),
    },
    // The storefront's cards show whether a product has complementos.
    invalidates: [optionKeys.all, productKeys.all],
    after: 'settled',
    wait: false,
  });
}
