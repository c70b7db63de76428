// The admin's one subscription to order changes (docs/order-lifecycle.md), mounted by the admin
// layout. Each event updates the query cache at once (a new order goes to the top of the lists it
// belongs to; a changed one replaces its copy, the open dialog's too), then the queries refetch
// to reconcile (reconcile.ts: events in a rush share one refetch). Nothing is missed: on
// (re)subscription, tab visibility and network return every orders query refetches at once, and
// while the channel is down the lists are polled.
import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTableChanges, type ChannelState } from '../realtime';
import { cacheOrderChange } from './cache';
import { orderKeys } from './keys';
import { createReconciler } from './reconcile';
import { orderSchema, type Order } from './schema';

const POLL_MS = 10_000;

export type { ChannelState };

export function useOrdersRealtime(
  options: {
    onInsert?: (order: Order) => void;
    /** A changed order, as the server sent it (after the cache has it). */
    onUpdate?: (order: Order) => void;
    onStateChange?: (state: ChannelState) => void;
  } = {},
) {
  const queryClient = useQueryClient();
  const callbacks = useRef(options);
  useEffect(() => {
    callbacks.current = options;
  });
  const [state, setState] = useState<ChannelState>('connecting');
  const [reconciler] = useState(() =>
    createReconciler(() => void queryClient.invalidateQueries({ queryKey: orderKeys.all })),
  );

  // Changes reach the cache one after another, in the order they came.
  const applied = useRef(Promise.resolve());

  useTableChanges('orders', 'staff', {
    onChange: (change) => {
      const parsed = orderSchema.safeParse(change.new);
      const kind = change.eventType;
      if (parsed.success && (kind === 'INSERT' || kind === 'UPDATE')) {
        const order = parsed.data;
        applied.current = applied.current
          .then(() => cacheOrderChange(queryClient, order, kind))
          .then(() => {
            if (kind === 'INSERT') callbacks.current.onInsert?.(order);
            else callbacks.current.onUpdate?.(order);
          })
          .catch((error: unknown) =>
            console.error('Could not apply a realtime order change', error),
          );
      }
      reconciler.afterEvent();
    },
    // Catch up on whatever happened while we were not subscribed.
    onSubscribed: () => reconciler.catchUp(),
    onStateChange: (next) => {
      setState(next);
      callbacks.current.onStateChange?.(next);
    },
  });

  useEffect(() => {
    const poll = state === 'down' ? setInterval(reconciler.catchUp, POLL_MS) : undefined;
    return () => clearInterval(poll);
  }, [state, reconciler]);

  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible') reconciler.catchUp();
    };
    window.addEventListener('online', reconciler.catchUp);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.removeEventListener('online', reconciler.catchUp);
      document.removeEventListener('visibilitychange', onVisible);
      reconciler.cancel();
    };
  }, [reconciler]);
}
