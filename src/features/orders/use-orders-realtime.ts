// The admin's one subscription to order changes (DESIGN.md section 6), mounted by the admin
// layout. Each event updates the query cache through the key factory at once (a new order goes to
// the top of the lists it belongs to), then the queries refetch; nothing is missed: on
// (re)subscription, tab visibility and network return every orders query refetches, and while the
// channel is down the lists are polled.
import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { orderKeys } from './api/keys';
import { toOrder, type Order, type OrderRow } from './api/order';
import { insertInPage, replaceInPages } from './api/update-order';
import type { OrderListFilters } from './api/keys';
import type { OrderPage } from './api/get-orders';

const POLL_MS = 10_000;

export type ChannelState = 'connecting' | 'live' | 'down';

export function useOrdersRealtime(
  options: {
    onInsert?: (order: Order) => void;
    onStateChange?: (state: ChannelState) => void;
  } = {},
) {
  const queryClient = useQueryClient();
  const callbacks = useRef(options);
  useEffect(() => {
    callbacks.current = options;
  });

  useEffect(() => {
    let pollTimer: ReturnType<typeof setInterval> | undefined;
    let refetchTimer: ReturnType<typeof setTimeout> | undefined;
    // Several events in a burst cause one refetch.
    const refetchAll = () => {
      clearTimeout(refetchTimer);
      refetchTimer = setTimeout(
        () => void queryClient.invalidateQueries({ queryKey: orderKeys.all }),
        50,
      );
    };
    const setState = (state: ChannelState) => {
      callbacks.current.onStateChange?.(state);
      if (state === 'down' && !pollTimer) pollTimer = setInterval(refetchAll, POLL_MS);
      if (state === 'live' && pollTimer) {
        clearInterval(pollTimer);
        pollTimer = undefined;
      }
    };

    setState('connecting');
    const channel = supabase
      .channel('admin-orders')
      .on('postgres_changes', { event: '*', schema: 'public', table: 'orders' }, (payload) => {
        if (payload.eventType === 'UPDATE') {
          const order = toOrder(payload.new as OrderRow);
          queryClient.setQueriesData<OrderPage>({ queryKey: orderKeys.lists() }, (page) =>
            replaceInPages(page, order),
          );
        }
        if (payload.eventType === 'INSERT') {
          const order = toOrder(payload.new as OrderRow);
          for (const [key, page] of queryClient.getQueriesData<OrderPage>({
            queryKey: orderKeys.lists(),
          })) {
            queryClient.setQueryData(key, insertInPage(page, order, key[2] as OrderListFilters));
          }
          callbacks.current.onInsert?.(order);
        }
        refetchAll();
      })
      .subscribe((status) => {
        if (status === 'SUBSCRIBED') {
          setState('live');
          refetchAll(); // catch up on whatever happened while we were not subscribed
        } else if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT' || status === 'CLOSED') {
          setState('down');
        }
      });

    const onVisible = () => {
      if (document.visibilityState === 'visible') refetchAll();
    };
    window.addEventListener('online', refetchAll);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.removeEventListener('online', refetchAll);
      document.removeEventListener('visibilitychange', onVisible);
      clearInterval(pollTimer);
      clearTimeout(refetchTimer);
      void supabase.removeChannel(channel);
    };
  }, [queryClient]);
}
