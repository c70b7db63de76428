// The one way the app listens to table changes (realtime postgres_changes). Staff screens use the
// signed-in client; the storefront uses the anon realtime client alone, loaded after the first
// paint so a customer's phone does not download supabase-js to see the menu.
import { useContext, useEffect, useRef } from 'react';
import { QueryClientContext, type QueryClient, type QueryKey } from '@tanstack/react-query';
import type { RealtimeChannel, RealtimePostgresChangesPayload } from '@supabase/realtime-js';
import { hasBootData } from '@/lib/boot-data';
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
 * page shows first, not in its way. Nothing is missed: every join catches up (catchUpAfterJoin).
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
  /**
   * The queries this table's changes feed: at each join, the first one included, those holding
   * data read before it are read again (catchUpAfterJoin).
   */
  catchUp?: readonly QueryKey[];
  /** After a (re)subscription: whatever happened while not subscribed was missed. */
  onSubscribed?: (first: boolean) => void;
  onStateChange?: (state: ChannelState) => void;
}

/** What catchUpAfterJoin reads of a cached query. */
export interface CachedState {
  dataUpdatedAt: number;
  dataUpdateCount: number;
}

/**
 * Whether a query's data may miss a change: it was read before the channel joined, and a change
 * committed before the join never arrives as an event. At a served storefront page's first join,
 * the answers the page came with (src/lib/boot-data.ts) are left to the storefront's polls:
 * reading them again would add requests to that page's first load, for the second or two between
 * the server drawing it and the join.
 */
export function readBeforeJoin(
  state: CachedState,
  joinedAt: number,
  spareServedAnswers: boolean,
): boolean {
  if (state.dataUpdatedAt === 0 || state.dataUpdatedAt >= joinedAt) return false;
  return !(spareServedAnswers && state.dataUpdateCount === 1);
}

/**
 * A channel has just joined: whatever `keys` cover and was read before is read again (active
 * queries at once, the others when next used). Every join: the panel's first one comes after its
 * first data, the storefront's after its first paint, a rejoin after a drop.
 */
export function catchUpAfterJoin(
  queryClient: QueryClient,
  keys: readonly QueryKey[],
  join: { at: number; first: boolean },
) {
  const spare = join.first && hasBootData();
  for (const queryKey of keys) {
    void queryClient.invalidateQueries(
      { queryKey, predicate: (query) => readBeforeJoin(query.state, join.at, spare) },
      // Two channels covering one query (settings and hours, the shop's status) read it once.
      { cancelRefetch: false },
    );
  }
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
            const keys = callbacks.current.catchUp;
            if (keys && queryClient) {
              catchUpAfterJoin(queryClient, keys, { at: Date.now(), first: !subscribedBefore });
            }
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
