import { z } from 'zod';
import { validateWeek, type Week } from './schedule';

const intervalSchema = z.object({ opensAt: z.string(), closesAt: z.string() });

/** The /hours form: the shop's time zone and the week (7 days of intervals, domingo first). */
export const hoursSchema = z
  .object({
    timezone: z.string().min(1, 'Escolha o fuso horário da loja.'),
    days: z.array(z.object({ intervals: z.array(intervalSchema) })).length(7),
  })
  .superRefine((values, ctx) => {
    const errors = validateWeek(toWeek(values));
    for (const [key, message] of Object.entries(errors)) {
      const [day, index] = key.split('.').map(Number) as [number, number];
      // The message goes under the interval; the field it names is marked invalid.
      const field = message.includes('fechamento') ? 'closesAt' : 'opensAt';
      ctx.addIssue({ code: 'custom', path: ['days', day, 'intervals', index, field], message });
    }
  });

export type HoursValues = z.infer<typeof hoursSchema>;

export function toWeek(values: Pick<HoursValues, 'days'>): Week {
  return values.days.map((day) => day.intervals);
}

export function toHoursValues(week: Week, timezone: string): HoursValues {
  return { timezone, days: week.map((intervals) => ({ intervals })) };
}
