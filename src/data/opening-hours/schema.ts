import * as z from '../guard';
import type { Tables } from '@/lib/database.types';

/** One interval of the week: weekday 0 = domingo … 6 = sábado, times as 'HH:MM'. */
export type OpeningHour = Pick<
  Tables<'opening_hours'>,
  'id' | 'weekday' | 'opens_at' | 'closes_at'
>;

export const OPENING_HOUR_COLUMNS = 'id, weekday, opens_at, closes_at';

/** PostgreSQL sends a time as 'HH:MM:SS'; the screens speak 'HH:MM'. */
const time = z.pipe(
  z.string().check(z.regex(/^\d{2}:\d{2}/)),
  z.transform((value) => value.slice(0, 5)),
);

export const openingHourSchema = z.object({
  id: z.string(),
  weekday: z.number().check(z.int(), z.gte(0), z.lte(6)),
  opens_at: time,
  closes_at: time,
}) satisfies z.Schema<OpeningHour>;
