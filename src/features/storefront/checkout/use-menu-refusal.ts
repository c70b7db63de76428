import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { optionKeys } from '@/data/options/keys';
import { productKeys } from '@/data/products/keys';

/** place_order refusals that mean the page's menu is out of date (a product or option gone). */
const MENU_REFUSALS = new Set([
  'unavailable_product',
  'unknown_product',
  'option_unavailable',
  'option_invalid',
]);

export const isMenuRefusal = (code: string) => MENU_REFUSALS.has(code);

/**
 * After such a refusal the menu and complementos are fetched again: the cart sync then marks the
 * refused line (Indisponível, or what its choices lack) with Remover, and the cart stays as it is.
 */
export function useRefreshMenu() {
  const queryClient = useQueryClient();
  return useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: productKeys.lists() });
    void queryClient.invalidateQueries({ queryKey: optionKeys.menu() });
  }, [queryClient]);
}
