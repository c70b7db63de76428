import { supabase } from '@/lib/supabase';
import { settingsKeys } from '../settings/keys';
import { shopStatusKeys } from '../shop-status/keys';
import { openingHoursKeys } from './keys';
import type { OpeningHour } from './schema';
import { useCacheMutation, type MutationOptions } from '../mutation';
import { assertOk } from '../query';

export interface OpeningHoursInput {
  /** The whole week: what is not here is closed. An empty week means always open. */
  intervals: Array<Pick<OpeningHour, 'weekday' | 'opens_at' | 'closes_at'>>;
  /** The shop's time zone (IANA name), saved with the week. */
  timezone: string;
}

/** Replaces the week and the time zone in one transaction (set_opening_hours, staff only). */
export async function saveOpeningHours({ intervals, timezone }: OpeningHoursInput): Promise<void> {
  assertOk(await supabase.rpc('set_opening_hours', { intervals, timezone }));
}

/** Saves the week; the caller says how it went (its own success and error messages). */
export function useSaveOpeningHours(options: MutationOptions<void, OpeningHoursInput> = {}) {
  return useCacheMutation(saveOpeningHours, options, {
    invalidates: [openingHoursKeys.all, settingsKeys.all, shopStatusKeys.all],
    after: 'settled',
  });
}
