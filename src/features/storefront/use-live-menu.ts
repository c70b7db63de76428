import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { nextReturn } from '@/domain/availability';
import { optionKeys } from '@/data/options/keys';
import { menuOptionsQuery } from '@/data/options/get-menu-options';
import { useOptionsRealtime } from '@/data/options/realtime';
import { menuProductsQuery } from '@/data/products/get-menu-products';
import { productKeys } from '@/data/products/keys';
import { useProductsRealtime } from '@/data/products/realtime';
import { useRefetchOnVisible } from './use-refetch-on-visible';

/**
 * Realtime only tells anon about rows it may read, so a product the owner switches off (its new row is
 * hidden by RLS) sends the menu no event: a light poll while the page is visible covers that case.
 */
export const MENU_POLL_MS = 15_000;
/** At checkout the customer is about to pay for what is in the cart: a closer watch. */
export const CHECKOUT_POLL_MS = 5_000;

/**
 * The menu products, kept live while a storefront page shows them: the products' realtime
 * subscription (loaded once the menu has rendered), a refetch when the tab becomes visible again,
 * and a poll while it is visible; and the complementos' subscription once they are loaded. The
 * checkout also checks afresh as it opens, whatever the cache holds.
 */
export function useLiveMenu(page: 'menu' | 'checkout' = 'menu') {
  const menu = useQuery({
    ...menuProductsQuery(),
    ...(page === 'checkout'
      ? { refetchOnMount: 'always' as const, refetchInterval: CHECKOUT_POLL_MS }
      : { refetchInterval: MENU_POLL_MS }),
  });
  useProductsRealtime('public', menu.data !== undefined);
  // Complementos load with the first sheet (or once the phone is idle); from then on an option
  // marked esgotado greys out at once, open sheet included.
  const { data: options } = useQuery({ ...menuOptionsQuery(), enabled: false });
  useOptionsRealtime('public', options !== undefined);
  useRefetchOnVisible(menu.refetch);
  useRefetchOnReturn(menu.data, options);
  return menu;
}

/** Longest wait set at once (a timer set further ahead fires at once in some browsers). */
const MAX_WAIT_MS = 6 * 60 * 60 * 1000;

/**
 * An "Esgotado até amanhã" comes back by itself at the next business day's start: the menu asks the
 * server again just after that instant (products are also polled; complementos are not).
 */
function useRefetchOnReturn(
  products: Parameters<typeof nextReturn>[0] | undefined,
  options: Record<string, ReadonlyArray<{ options: Parameters<typeof nextReturn>[0] }>> | undefined,
) {
  const queryClient = useQueryClient();
  useEffect(() => {
    const items = [
      ...(products ?? []),
      ...Object.values(options ?? {}).flatMap((groups) => groups.flatMap((g) => g.options)),
    ];
    const at = nextReturn(items, new Date());
    if (!at) return;
    const timer = setTimeout(
      () => {
        void queryClient.invalidateQueries({ queryKey: productKeys.lists() });
        void queryClient.invalidateQueries({ queryKey: optionKeys.menu() });
      },
      Math.min(MAX_WAIT_MS, at.getTime() - Date.now() + 1000),
    );
    return () => clearTimeout(timer);
  }, [products, options, queryClient]);
}
