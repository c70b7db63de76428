import { useMemo } from 'react';
import { useOptionGroups } from '@/data/options/get-option-groups';
import type { Product } from '@/data/products/schema';
import type { SoldOutItem } from './sold-out-control';

/**
 * What customers see as esgotado now, by the server's reading (products shown on the menu, then
 * complementos), for the "Esgotados agora" list. Hidden products are not on the menu at all.
 */
export function useSoldOutNow(products: readonly Product[] | undefined): SoldOutItem[] {
  const { data: groups } = useOptionGroups();
  return useMemo(() => {
    const seen = new Set<string>();
    const options = (groups ?? [])
      .flatMap((group) => group.options)
      .filter((option) => option.is_available && option.sold_out && !seen.has(option.id))
      .map((option): SoldOutItem => {
        seen.add(option.id);
        return { ...option, kind: 'option' };
      });
    const items = (products ?? [])
      .filter((product) => product.is_available && product.sold_out)
      .map((product): SoldOutItem => ({ ...product, kind: 'product' }));
    return [...items, ...options];
  }, [products, groups]);
}
