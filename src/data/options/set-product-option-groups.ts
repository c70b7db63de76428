import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { productKeys } from '../products/keys';
import type { AdminOptionGroup } from './get-option-groups';
import type { MutationOptions } from '../mutation';
import { optimistic, type OptimisticContext } from '../optimistic';
import { optionKeys } from './keys';

/** The groups a product offers, in order: attach, detach and reorder in one call. */
export async function setProductOptionGroups(productId: string, groupIds: string[]): Promise<void> {
  const { error } = await supabase.rpc('set_product_option_groups', {
    product_id: productId,
    group_ids: groupIds,
  });
  if (error) throw error;
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
  {
    onSettled,
    ...options
  }: MutationOptions<void, string[], OptimisticContext<AdminOptionGroup[]>> = {},
) {
  const queryClient = useQueryClient();
  const update = optimistic(
    queryClient,
    optionKeys.groups(),
    (groups: AdminOptionGroup[], groupIds: string[]) => relink(groups, productId, groupIds),
  );
  return useMutation({
    mutationFn: (groupIds: string[]) => setProductOptionGroups(productId, groupIds),
    onMutate: update.onMutate,
    ...options,
    onSettled: async (...args) => {
      update.rollback(args[1], args[3]);
      void queryClient.invalidateQueries({ queryKey: optionKeys.all });
      // The storefront's cards show whether a product has complementos.
      void queryClient.invalidateQueries({ queryKey: productKeys.all });
      await onSettled?.(...args);
    },
  });
}
