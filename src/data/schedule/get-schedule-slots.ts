import { queryOptions, useQuery } from '@tanstack/react-query';
import { publicApi } from '@/lib/supabase-public';
import { scheduleKeys } from './keys';
import { dataOf } from '../query';

/** A slot a customer may schedule for; `remaining` null: no limit, 0: full (shown greyed). */
export interface ScheduleSlot {
  startsAt: string;
  endsAt: string;
  remaining: number | null;
}

/** The slots the server offers now (empty while scheduling is off or closed to it). */
export async function getScheduleSlots(fulfillment: string): Promise<ScheduleSlot[]> {
  const data = dataOf(await publicApi.rpc('get_schedule_slots', { p_fulfillment: fulfillment }));
  return data.map((row) => ({
    startsAt: row.starts_at,
    endsAt: row.ends_at,
    // the generated type says number; the server answers null for a slot without a limit
    remaining: (row.remaining as number | null) ?? null,
  }));
}

export const scheduleSlotsQuery = (fulfillment: string) =>
  queryOptions({
    queryKey: scheduleKeys.slots(fulfillment),
    queryFn: () => getScheduleSlots(fulfillment),
    staleTime: 30_000,
  });

/** Kept fresh while the checkout is open: slots fill up and the lead time moves on. */
export function useScheduleSlots(fulfillment: string, enabled: boolean) {
  return useQuery({ ...scheduleSlotsQuery(fulfillment), enabled, refetchInterval: 60_000 });
}
