import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { menuProductsQuery } from './api/get-menu-products';
import { storefrontKeys } from './api/keys';

/**
 * Realtime only tells anon about rows it may read, so a product the owner switches off (its new row is
 * hidden by RLS) sends the menu no event: a light poll while the page is visible covers that case.
 */
export const MENU_POLL_MS = 15_000;

let channelSeq = 0;

/**
 * The menu products, kept live while a storefront page shows them: one realtime subscription to
 * changes of products (refetch on any event and after a reconnection), a refetch when the tab
 * becomes visible again, and a poll while it is visible.
 */
export function useLiveMenu() {
  const queryClient = useQueryClient();
  const menu = useQuery({ ...menuProductsQuery(), refetchInterval: MENU_POLL_MS });
  // The realtime client loads once the menu has rendered.
  const rendered = menu.data !== undefined;

  useEffect(() => {
    if (!rendered) return;
    const refetch = () => void queryClient.invalidateQueries({ queryKey: storefrontKeys.menu() });
    let unmounted = false;
    let leave = () => {};
    void import('@/lib/realtime-public').then(({ publicRealtime }) => {
      if (unmounted) return;
      let subscribedBefore = false;
      // A fresh topic per mount: StrictMode remounts before the previous channel has left.
      const channel = publicRealtime
        .channel(`storefront-products-${++channelSeq}`)
        .on('postgres_changes', { event: '*', schema: 'public', table: 'products' }, refetch)
        .subscribe((status) => {
          if (status !== 'SUBSCRIBED') return;
          // Changes made while the connection was down were missed (the poll covers the first subscribe).
          if (subscribedBefore) refetch();
          subscribedBefore = true;
        });
      leave = () => void publicRealtime.removeChannel(channel);
    });
    const onVisible = () => {
      if (document.visibilityState === 'visible') refetch();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      unmounted = true;
      document.removeEventListener('visibilitychange', onVisible);
      leave();
    };
  }, [queryClient, rendered]);

  return menu;
}
