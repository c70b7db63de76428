import { queryOptions } from '@tanstack/react-query';
import type { Tables } from '@/lib/database.types';
import { supabase } from '@/lib/supabase';
import { useCacheMutation, type MutationOptions } from '../mutation';
import { scheduleKeys } from './keys';
import { queryHook, dataOf } from '../query';

// blocked_dates: days without scheduling slots (owner writes, anyone reads).
export type BlockedDate = Pick<Tables<'blocked_dates'>, 'date' | 'reason'>;

export async function getBlockedDates(): Promise<BlockedDate[]> {
  const data = dataOf(
    await supabase.from('blocked_dates').select('date, reason').order('date', { ascending: true }),
  );
  return data;
}

export const blockedDatesQuery = () =>
  queryOptions({ queryKey: scheduleKeys.blockedDates(), queryFn: getBlockedDates });

export const useBlockedDates = queryHook(blockedDatesQuery);

function useBlockedDateMutation<V>(
  run: (value: V) => Promise<void>,
  options: MutationOptions<void, V> = {},
) {
  return useCacheMutation(run, options, { invalidates: [scheduleKeys.all], after: 'settled' });
}

/** Blocks a day (again: its reason is replaced). */
export function useAddBlockedDate(options?: MutationOptions<void, BlockedDate>) {
  return useBlockedDateMutation(async (row: BlockedDate) => {
    const { error } = await supabase.from('blocked_dates').upsert(row);
    if (error) throw error;
  }, options);
}

export function useRemoveBlockedDate(options?: MutationOptions<void, string>) {
  return useBlockedDateMutation(async (date: string) => {
    const { error } = await supabase.from('blocked_dates').delete().eq('date', date);
    if (error) throw error;
  }, options);
}
