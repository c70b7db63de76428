import { queryOptions } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { parseRows } from '../parse';
import { openingHoursKeys } from './keys';
import { OPENING_HOUR_COLUMNS, openingHourSchema, type OpeningHour } from './schema';
import { queryHook, dataOf } from '../query';

/** The week's intervals, by weekday and opening time. */
export async function getOpeningHours(): Promise<OpeningHour[]> {
  const data = dataOf(
    await supabase
      .from('opening_hours')
      .select(OPENING_HOUR_COLUMNS)
      .order('weekday')
      .order('opens_at'),
  );
  return parseRows(openingHourSchema, data);
}

export const openingHoursQuery = () =>
  queryOptions({ queryKey: openingHoursKeys.list(), queryFn: getOpeningHours });

export const useOpeningHours = queryHook(openingHoursQuery);
