// The one way the app listens to table changes (realtime postgres_changes). Staff screens use the
// signed-in client; the storefront uses the anon realtime client alone, loaded after the first
// paint so a customer's phone does not download supabase-js to see the menu.
import { useContext, useEffect, useRef } from 'react';
import { QueryClientContext, type QueryClient } from '@tanstack/react-query';
import type { RealtimeChannel, RealtimePostgresChangesPayload } from '@supabase/realtime-js';
import type { Database } from '@/lib/database.types';

export type Audience = 'staff' | 'public';
export type TableName = keyof Database['public']['Tables'];
export type ChannelState = 'connecting' | 'live' | 'down';
export type TableChange = RealtimePostgresChangesPayload<Record<string, unknown>>;

interface RealtimeLike {
  channel(name: string): RealtimeChannel;
  removeChannel(channel: RealtimeChannel): Promise<unknown>;
}

/** How long the panel's realtime code waits for the page's first answers at most. */
const FIRST_DATA_WAIT_MS = 3000;

/**
 * Resolves once `queryClient` fetches nothing (the page's first answers are in), or after
 * FIRST_DATA_WAIT_MS: the realtime client's code (about 16 KB gzip) then downloads after what the
 * page shows first, not in its way. Nothing is missed: a first subscription catches up (onSubscribed).
 */
function afterFirstData(queryClient: QueryClient | undefined): Promise<void> {
  if (!queryClient || queryClient.isFetching() === 0) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      unsubscribe();
      resolve();
    };
    const timer = setTimeout(done, FIRST_DATA_WAIT_MS);
    const unsubscribe = queryClient.getQueryCache().subscribe(() => {
      if (queryClient.isFetching() === 0) done();
    });
  });
}

let staffClient: Promise<RealtimeLike> | undefined;

const clients: Record<Audience, (queryClient?: QueryClient) => Promise<RealtimeLike>> = {
  staff: (queryClient) =>
    (staffClient ??= afterFirstData(queryClient)
      .then(() => import('@/lib/supabase-realtime'))
      .then((m) => m.staffRealtime)
      .catch((error: unknown) => {
        // Offline, or the chunk gone after a deploy: the next subscription tries again.
        staffClient = undefined;
        throw error;
      })),
  public: () => import('@/lib/realtime-public').then((m) => m.publicRealtime),
};

let channelSeq = 0;

export interface TableChangesOptions {
  enabled?: boolean;
  onChange: (change: TableChange) => void;
  /** After a (re)subscription: whatever happened while not subscribed was missed. */
  onSubscribed?: (first: boolean) => void;
  onStateChange?: (state: ChannelState) => void;
}

/** Subscribes to every change of `table` while mounted (and enabled). */
export function useTableChanges(
  table: TableName,
  audience: Audience,
  options: TableChangesOptions,
) {
  const callbacks = useRef(options);
  useEffect(() => {
    callbacks.current = options;
  });
  const enabled = options.enabled ?? true;
  const queryClient = useContext(QueryClientContext);

  useEffect(() => {
    if (!enabled) return;
    let unmounted = false;
    let leave = () => {};
    callbacks.current.onStateChange?.('connecting');
    void clients[audience](queryClient).then((client) => {
      if (unmounted) return;
      let subscribedBefore = false;
      // A fresh topic per mount: StrictMode remounts before the previous channel has left.
      const channel = client
        .channel(`${audience}-${table}-${++channelSeq}`)
        .on('postgres_changes', { event: '*', schema: 'public', table }, (change: TableChange) =>
          callbacks.current.onChange(change),
        )
        .subscribe((status) => {
          if (status === 'SUBSCRIBED') {
            callbacks.current.onStateChange?.('live');
            callbacks.current.onSubscribed?.(!subscribedBefore);
            subscribedBefore = true;
          } else if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT' || status === 'CLOSED') {
            callbacks.current.onStateChange?.('down');
          }
        });
      leave = () => void client.removeChannel(channel);
    });
    return () => {
      unmounted = true;
      leave();
    };
  }, [table, audience, enabled, queryClient]);
}
