import { useQuery } from '@tanstack/react-query';
import { menuOptionsQuery } from '@/data/options/get-menu-options';
import { useOptionsRealtime } from '@/data/options/realtime';
import { menuProductsQuery } from '@/data/products/get-menu-products';
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
  return menu;
}
