// Dates as a Brazilian shop shows them, in the browser's time zone. Written out rather than taken
// from date-fns: its format() and locale cost every panel page about 8 KB of gzip JS before the
// dashboard shows (docs/performance.md); the words of formatRelative are date-fns' pt-BR ones.

const pad = (n: number) => String(n).padStart(2, '0');
const hhmm = (d: Date) => `${pad(d.getHours())}:${pad(d.getMinutes())}`;

/** 21/11/2026 */
export function formatDate(value: string | Date): string {
  const d = new Date(value);
  return `${pad(d.getDate())}/${pad(d.getMonth() + 1)}/${d.getFullYear()}`;
}

/** 21/11/2026 às 19:05 */
export function formatDateTime(value: string | Date): string {
  const d = new Date(value);
  return `${formatDate(d)} às ${hhmm(d)}`;
}

const MINUTES_IN_DAY = 1440;
const MINUTES_IN_MONTH = 43200;

const plural = (count: number, one: string, other: string) =>
  count === 1 ? one : other.replace('#', String(count));

/** Whole calendar months from `earlier` to `later` (later ≥ earlier), as date-fns counts them. */
function monthsBetween(earlier: Date, later: Date): number {
  const difference =
    (later.getFullYear() - earlier.getFullYear()) * 12 + later.getMonth() - earlier.getMonth();
  if (difference < 1) return 0;
  const moved = new Date(later);
  if (moved.getMonth() === 1 && moved.getDate() > 27) moved.setDate(30);
  moved.setMonth(moved.getMonth() - difference);
  let notFull = moved.getTime() < earlier.getTime();
  const endOfMonth =
    new Date(later.getFullYear(), later.getMonth() + 1, 0).getDate() === later.getDate();
  if (endOfMonth && difference === 1 && moved.getTime() > earlier.getTime()) notFull = false;
  return difference - Number(notFull);
}

/** The distance between two moments in words: "5 minutos", "cerca de 2 horas", "3 dias". */
function distance(earlier: Date, later: Date): string {
  const seconds = Math.trunc((later.getTime() - earlier.getTime()) / 1000);
  // A daylight-saving change between the two does not count.
  const offset = (later.getTimezoneOffset() - earlier.getTimezoneOffset()) * -60;
  const minutes = Math.round((seconds - offset) / 60);
  if (minutes === 0) return 'menos de um minuto';
  if (minutes < 45) return plural(minutes, '1 minuto', '# minutos');
  if (minutes < 90) return 'cerca de 1 hora';
  if (minutes < MINUTES_IN_DAY) return `cerca de ${Math.round(minutes / 60)} horas`;
  if (minutes < 2520) return '1 dia';
  if (minutes < MINUTES_IN_MONTH) return `${Math.round(minutes / MINUTES_IN_DAY)} dias`;
  if (minutes < MINUTES_IN_MONTH * 2)
    return plural(Math.round(minutes / MINUTES_IN_MONTH), 'cerca de 1 mês', 'cerca de # meses');
  const months = monthsBetween(earlier, later);
  if (months < 12) return plural(Math.round(minutes / MINUTES_IN_MONTH), '1 mês', '# meses');
  const years = Math.trunc(months / 12);
  if (months % 12 < 3) return plural(years, 'cerca de 1 ano', 'cerca de # anos');
  if (months % 12 < 9) return plural(years, 'mais de 1 ano', 'mais de # anos');
  return plural(years + 1, 'quase 1 ano', 'quase # anos');
}

/** há 5 minutos (em 5 minutos for a moment still to come) */
export function formatRelative(value: string | Date, now: Date = new Date()): string {
  const date = new Date(value);
  return date.getTime() > now.getTime() ? `em ${distance(now, date)}` : `há ${distance(date, now)}`;
}

/** A moment of today's work: 19:05 today, 21/11 às 19:05 on another day. */
export function formatEventTime(value: string | Date, now: Date = new Date()): string {
  const date = new Date(value);
  const sameDay =
    date.getFullYear() === now.getFullYear() &&
    date.getMonth() === now.getMonth() &&
    date.getDate() === now.getDate();
  return sameDay
    ? hhmm(date)
    : `${pad(date.getDate())}/${pad(date.getMonth() + 1)} às ${hhmm(date)}`;
}
