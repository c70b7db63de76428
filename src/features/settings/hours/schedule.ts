// The week the owner edits on /hours, and its rules: an interval whose closing time is not after
// its opening time ends the next day (18:00–02:00), equal times are a whole day, and no two
// intervals of the week may overlap (touching is fine: 18:00–00:00 then 00:00–02:00). Pure.

export interface Interval {
  /** 'HH:MM', '' while not typed yet */
  opensAt: string;
  closesAt: string;
}

/** Index 0 = domingo … 6 = sábado, as the database stores weekdays. */
export type Week = Interval[][];

export const WEEKDAY_LABELS = [
  'Domingo',
  'Segunda-feira',
  'Terça-feira',
  'Quarta-feira',
  'Quinta-feira',
  'Sexta-feira',
  'Sábado',
] as const;

const WEEKDAY_SHORT = ['domingo', 'segunda', 'terça', 'quarta', 'quinta', 'sexta', 'sábado'];

/** The order the screen lists days in: Brazil's week starts on Sunday. */
export const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6] as const;

/** What "Adicionar horário" and turning a day on start with: a typical evening shift. */
export const DEFAULT_INTERVAL: Interval = { opensAt: '18:00', closesAt: '23:00' };

const DAY = 24 * 60;
const WEEK = 7 * DAY;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

export const emptyWeek = (): Week => WEEKDAYS.map(() => []);

/** '18:30' → 1110; NaN when it is not a time. */
export function toMinutes(time: string): number {
  if (!TIME.test(time)) return Number.NaN;
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return hours * 60 + minutes;
}

/** 18:00–02:00 (and 00:00–00:00, a whole day) end on the next day. */
export function endsNextDay(interval: Interval): boolean {
  return toMinutes(interval.closesAt) <= toMinutes(interval.opensAt);
}

/** Under an interval: "até 02:00 do dia seguinte", "24 horas"; null for a same-day interval. */
export function intervalHint(interval: Interval): string | null {
  const opens = toMinutes(interval.opensAt);
  const closes = toMinutes(interval.closesAt);
  if (Number.isNaN(opens) || Number.isNaN(closes)) return null;
  if (opens === closes) return `24 horas, até ${interval.closesAt} do dia seguinte`;
  return closes < opens ? `até ${interval.closesAt} do dia seguinte` : null;
}

/** The interval as minutes from Sunday 00:00: [start, end), end past the week when it spills over. */
function span(weekday: number, interval: Interval): [number, number] {
  const opens = toMinutes(interval.opensAt);
  const closes = toMinutes(interval.closesAt);
  const start = weekday * DAY + opens;
  return [start, start + (closes > opens ? closes - opens : closes + DAY - opens)];
}

/** "18:00–02:00" */
export function intervalText(interval: Interval): string {
  return `${interval.opensAt}–${interval.closesAt}`;
}

export const HOURS_MESSAGES = {
  opensRequired: 'Informe o horário de abertura.',
  closesRequired: 'Informe o horário de fechamento.',
  opensInvalid: 'Horário de abertura inválido: use o formato 18:00.',
  closesInvalid: 'Horário de fechamento inválido: use o formato 23:00.',
  overlap: (other: Interval, weekday: number, sameDay: boolean) =>
    sameDay
      ? `Este horário se sobrepõe a ${intervalText(other)}.`
      : `Este horário se sobrepõe a ${intervalText(other)} de ${WEEKDAY_SHORT[weekday]}.`,
} as const;

function timeProblem({ opensAt, closesAt }: Interval): string | null {
  if (!opensAt.trim()) return HOURS_MESSAGES.opensRequired;
  if (Number.isNaN(toMinutes(opensAt))) return HOURS_MESSAGES.opensInvalid;
  if (!closesAt.trim()) return HOURS_MESSAGES.closesRequired;
  if (Number.isNaN(toMinutes(closesAt))) return HOURS_MESSAGES.closesInvalid;
  return null;
}

/** What a time field shows as it is typed on a numeric keypad: '1', '18', '18:0', '18:00'. */
export function maskTime(typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}:${digits.slice(2)}` : digits;
}

/** Errors by interval, keyed "weekday.index"; empty when the week can be saved. */
export function validateWeek(week: Week): Record<string, string> {
  const errors: Record<string, string> = {};
  const spans: Array<{
    key: string;
    weekday: number;
    interval: Interval;
    range: [number, number];
  }> = [];
  week.forEach((intervals, weekday) =>
    intervals.forEach((interval, index) => {
      const key = `${weekday}.${index}`;
      const problem = timeProblem(interval);
      if (problem) errors[key] = problem;
      else spans.push({ key, weekday, interval, range: span(weekday, interval) });
    }),
  );
  // Saturday night runs into Sunday morning: compare each pair also a week apart.
  const overlaps = ([a0, a1]: [number, number], [b0, b1]: [number, number]) =>
    [-WEEK, 0, WEEK].some((shift) => a0 < b1 + shift && b0 + shift < a1);
  spans.forEach((later, i) => {
    if (errors[later.key]) return;
    const earlier = spans.slice(0, i).find((other) => overlaps(other.range, later.range));
    if (earlier) {
      errors[later.key] = HOURS_MESSAGES.overlap(
        earlier.interval,
        earlier.weekday,
        earlier.weekday === later.weekday,
      );
    }
  });
  return errors;
}

/** The saved rows as the screen's week, each day's intervals by opening time. */
export function weekFromRows(
  rows: ReadonlyArray<{ weekday: number; opens_at: string; closes_at: string }>,
): Week {
  const week = emptyWeek();
  for (const row of rows) {
    week[row.weekday]?.push({
      opensAt: row.opens_at.slice(0, 5),
      closesAt: row.closes_at.slice(0, 5),
    });
  }
  return week.map((day) => [...day].sort((a, b) => toMinutes(a.opensAt) - toMinutes(b.opensAt)));
}

/** The week as set_opening_hours takes it. */
export function rowsFromWeek(week: Week) {
  return week.flatMap((intervals, weekday) =>
    intervals.map((interval) => ({
      weekday,
      opens_at: interval.opensAt,
      closes_at: interval.closesAt,
    })),
  );
}

/** The same intervals on the chosen days (their own intervals are replaced). */
export function copyDay(week: Week, from: number, to: readonly number[]): Week {
  const source = week[from] ?? [];
  return week.map((intervals, weekday) =>
    weekday !== from && to.includes(weekday)
      ? source.map((interval) => ({ ...interval }))
      : intervals,
  );
}

/** "Fechado", or the day's intervals: "11:00–14:00, 18:00–02:00". */
export function daySummary(intervals: readonly Interval[]): string {
  return intervals.length === 0 ? 'Fechado' : intervals.map(intervalText).join(', ');
}
