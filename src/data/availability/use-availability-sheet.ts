import { useQuery } from '@tanstack/react-query';
import { optionGroupsQuery } from '../options/get-option-groups';
import { productsQuery } from '../products/get-products';
import { sortForMenu } from '../products/schema';
import type { MutationOptions } from '../mutation';
import { useClearSoldOut } from './clear-sold-out';
import { useSetAvailability, type AvailabilityChange } from './set-availability';

/**
 * What an "Esgotados" sheet outside /menu needs (the kitchen's, the order board's): the menu,
 * read afresh each time the sheet opens (those screens follow no menu realtime), and the two
 * changes, each with the screen's own feedback.
 */
export function useAvailabilitySheet(
  open: boolean,
  feedback: {
    toggle: MutationOptions<string | null, AvailabilityChange>;
    reactivateAll: MutationOptions<number, void>;
  },
) {
  const products = useQuery({
    ...productsQuery(),
    select: sortForMenu,
    enabled: open,
    refetchOnMount: 'always',
  });
  const groups = useQuery({ ...optionGroupsQuery(), enabled: open, refetchOnMount: 'always' });
  const toggle = useSetAvailability(feedback.toggle);
  const reactivateAll = useClearSoldOut(feedback.reactivateAll);
  return {
    products: products.data,
    groups: groups.data,
    loading: products.isPending,
    busy: toggle.isPending || reactivateAll.isPending,
    setAvailability: toggle.mutate,
    reactivateAll: () => reactivateAll.mutate(),
  };
}
