import { queryOptions, useQuery } from '@tanstack/react-query';
import { publicApi } from '@/lib/supabase-public';
import { shopStatusKeys } from './keys';
import { OPEN_STATUS, shopStatusSchema, type ShopStatus } from './schema';
import { dataOf } from '../query';

/** Asked again at least this often, whatever realtime says (a light poll). */
export const SHOP_STATUS_POLL_MS = 60_000;

/** get_shop_status as anon: the storefront and the panel read the same answer. */
export async function getShopStatus(): Promise<ShopStatus> {
  // A GET (the function is stable): the page the server renders can carry its answer (boot-data.ts).
  const data = dataOf(await publicApi.rpc('get_shop_status', {}, { get: true }));
  const row = data[0];
  return row ? shopStatusSchema.parse(row) : OPEN_STATUS;
}

/**
 * When to ask again: just after the next change the server announced (closing, opening, end of a
 * pause), and never later than the poll.
 */
export function msUntilNextChange(status: ShopStatus | undefined, now: number): number {
  const due = [status?.closesAt, status?.nextOpenAt, status?.pausedUntil]
    .filter((at): at is number => typeof at === 'number' && Number.isFinite(at) && at > now)
    .reduce((soonest, at) => Math.min(soonest, at), Number.POSITIVE_INFINITY);
  return Math.max(1_000, Math.min(due - now + 1_000, SHOP_STATUS_POLL_MS));
}

export const shopStatusQuery = () =>
  queryOptions({
    queryKey: shopStatusKeys.current(),
    queryFn: getShopStatus,
    staleTime: 10_000,
  });

/** The shop's status, refetched when it is due to change, on focus and by realtime (see realtime.ts). */
export function useShopStatus() {
  return useQuery({
    ...shopStatusQuery(),
    refetchOnWindowFocus: true,
    refetchInterval: (query) => msUntilNextChange(query.state.data, Date.now()),
  });
}
