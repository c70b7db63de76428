// The report's periods (docs/reports.md): days of the shop's business calendar as yyyy-MM-dd, both
// ends included. The business day is the shop's time zone shifted by day_starts_at: at 00:30 with
// the day starting at 05:00 "today" is still yesterday's date. Pure date arithmetic on calendar
// dates (UTC noon-free: dates are handled as UTC midnights, never as local times).

import { twoDigits, zonedParts } from '../shop-status';

export type PeriodPreset = 'today' | 'yesterday' | '7d' | '30d' | 'this_month' | 'last_month';

export interface Period {
  from: string;
  to: string;
}

export const PERIOD_PRESETS: ReadonlyArray<{ value: PeriodPreset; label: string }> = [
  { value: 'today', label: 'Hoje' },
  { value: 'yesterday', label: 'Ontem' },
  { value: '7d', label: '7 dias' },
  { value: '30d', label: '30 dias' },
  { value: 'this_month', label: 'Este mês' },
  { value: 'last_month', label: 'Mês passado' },
];

const DAY_MS = 86_400_000;

function toDate(day: string): Date {
  return new Date(`${day}T00:00:00Z`);
}

function toDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The calendar date `days` after (or before, when negative) `day`. */
export function addDays(day: string, days: number): string {
  return toDay(new Date(toDate(day).getTime() + days * DAY_MS));
}

/** How many days a period holds, both ends included. */
export function periodLength({ from, to }: Period): number {
  return Math.round((toDate(to).getTime() - toDate(from).getTime()) / DAY_MS) + 1;
}

/** The period of equal length just before (what the report compares with). */
export function previousPeriod(period: Period): Period {
  const days = periodLength(period);
  return { from: addDays(period.from, -days), to: addDays(period.from, -1) };
}

/** Today's business date at `now` in `timeZone`, the day starting at `dayStartsAt` ('HH:mm'). */
export function businessToday(now: Date, timeZone: string, dayStartsAt = '05:00'): string {
  const at = zonedParts(now.getTime(), timeZone);
  const [startHour = 0, startMinute = 0] = dayStartsAt.split(':').map(Number);
  const clock = at.hour * 60 + at.minute;
  const date = `${at.year}-${twoDigits(at.month)}-${twoDigits(at.day)}`;
  return clock < startHour * 60 + startMinute ? addDays(date, -1) : date;
}

/**
 * The instant today's business day started at `now`: the last `dayStartsAt` on the shop's wall
 * clock (offsets are whole minutes, so seconds are the same everywhere).
 */
export function businessDayStart(now: Date, timeZone: string, dayStartsAt = '05:00'): Date {
  const at = zonedParts(now.getTime(), timeZone);
  const [startHour = 0, startMinute = 0] = dayStartsAt.split(':').map(Number);
  const minutesSinceStart =
    (at.hour * 60 + at.minute - (startHour * 60 + startMinute) + DAY_MS / 60_000) %
    (DAY_MS / 60_000);
  const intoMinute = now.getUTCSeconds() * 1000 + now.getUTCMilliseconds();
  return new Date(now.getTime() - minutesSinceStart * 60_000 - intoMinute);
}

/** The days a preset covers, counted from the business date `today`. */
export function presetPeriod(preset: PeriodPreset, today: string): Period {
  const monthStart = `${today.slice(0, 8)}01`;
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case 'yesterday':
      return { from: addDays(today, -1), to: addDays(today, -1) };
    case '7d':
      return { from: addDays(today, -6), to: today };
    case '30d':
      return { from: addDays(today, -29), to: today };
    case 'this_month':
      return { from: monthStart, to: today };
    case 'last_month': {
      const lastDay = addDays(monthStart, -1);
      return { from: `${lastDay.slice(0, 8)}01`, to: lastDay };
    }
  }
}

/** The change from `previous` to `current` in percent; undefined when there was nothing before. */
export function percentChange(current: number, previous: number): number | undefined {
  if (previous === 0) return undefined;
  return Math.round(((current - previous) / previous) * 1000) / 10;
}
