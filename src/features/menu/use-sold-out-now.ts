import { useMemo } from 'react';
import { useOptionGroups } from '@/data/options/get-option-groups';
import type { Product } from '@/data/products/schema';
import type { SoldOutItem } from '@/components/sold-out/sold-out-control';
import { soldOutNow } from '@/components/sold-out/sold-out-now';

/** What customers see as esgotado now, for /menu's "Esgotados agora". */
export function useSoldOutNow(products: readonly Product[] | undefined): SoldOutItem[] {
  const { data: groups } = useOptionGroups();
  return useMemo(() => soldOutNow(products, groups), [products, groups]);
}
