// What a customer and the owner read about the shop being open, closed or paused. The times are
// the shop's (its time zone), whatever the device's clock zone is: "abre hoje às 18:00" means 18:00
// where the shop is. Pure: the current instant is a parameter. Intl only, no date library, so the
// storefront's first page stays small.

/** The shop's state as get_shop_status gives it (instants in epoch ms, Infinity: until reopened). */
export interface ShopState {
  reason: 'open' | 'paused' | 'outside_hours';
  pausedUntil: number | null;
  nextOpenAt: number | null;
  closesAt: number | null;
}

const WEEKDAY_NAMES = ['domingo', 'segunda', 'terça', 'quarta', 'quinta', 'sexta', 'sábado'];

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

export interface ZonedParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  /** 0 = domingo … 6 = sábado */
  weekday: number;
}

/** The wall-clock date and time of an instant in a time zone (an unknown zone reads as São Paulo). */
export function zonedParts(at: number, timeZone: string): ZonedParts {
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = formatter(timeZone).formatToParts(at);
  } catch {
    parts = formatter('America/Sao_Paulo').formatToParts(at);
  }
  const get = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((part) => part.type === type)?.value ?? 0);
  const date = { year: get('year'), month: get('month'), day: get('day') };
  return {
    ...date,
    hour: get('hour'),
    minute: get('minute'),
    weekday: new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay(),
  };
}

/** 5 → "05": a part of a date or a clock. */
export const twoDigits = (n: number) => String(n).padStart(2, '0');

/** 18:00 */
export function formatClock(at: number, timeZone: string): string {
  const { hour, minute } = zonedParts(at, timeZone);
  return `${twoDigits(hour)}:${twoDigits(minute)}`;
}

/** Calendar days from the day of `from` to the day of `to`, both in the shop's time zone. */
export function calendarDaysBetween(from: number, to: number, timeZone: string): number {
  const day = (at: number) => {
    const p = zonedParts(at, timeZone);
    return Date.UTC(p.year, p.month - 1, p.day) / 86_400_000;
  };
  return Math.round(day(to) - day(from));
}

/** "hoje às 18:00", "amanhã às 11:00", "sexta às 18:00", or "em 04/12 às 18:00" a week or more away. */
export function whenText(at: number, now: number, timeZone: string): string {
  const days = calendarDaysBetween(now, at, timeZone);
  const clock = formatClock(at, timeZone);
  if (days <= 0) return `hoje às ${clock}`;
  if (days === 1) return `amanhã às ${clock}`;
  const p = zonedParts(at, timeZone);
  if (days < 7) return `${WEEKDAY_NAMES[p.weekday]} às ${clock}`;
  return `em ${twoDigits(p.day)}/${twoDigits(p.month)} às ${clock}`;
}

/** "25 min", "1 h", "1 h 30 min": what is left, rounded up to the minute. */
export function durationText(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/** Up to this long, a pause says "voltamos em 25 min"; longer, the time it ends. */
const COUNTDOWN_LIMIT_MS = 60 * 60_000;

export interface StatusText {
  /** "Fechado agora", "Pausado", "Pausado no momento" */
  title: string;
  /** "abre hoje às 18:00", "voltamos em 25 min"; null when nothing is known. */
  detail: string | null;
}

/** What the storefront's banner says while the shop takes no orders; null while it is open. */
export function closedText(state: ShopState, now: number, timeZone: string): StatusText | null {
  if (state.reason === 'open') return null;
  if (state.reason === 'outside_hours') {
    return {
      title: 'Fechado agora',
      detail:
        state.nextOpenAt === null ? null : `abre ${whenText(state.nextOpenAt, now, timeZone)}`,
    };
  }
  const { pausedUntil, nextOpenAt } = state;
  if (nextOpenAt === null || pausedUntil === null || !Number.isFinite(pausedUntil)) {
    return { title: 'Pausado no momento', detail: null };
  }
  if (nextOpenAt <= pausedUntil && pausedUntil - now <= COUNTDOWN_LIMIT_MS) {
    return { title: 'Pausado', detail: `voltamos em ${durationText(pausedUntil - now)}` };
  }
  return { title: 'Pausado', detail: `voltamos ${whenText(nextOpenAt, now, timeZone)}` };
}

/** The banner's one line: "Fechado agora · abre hoje às 18:00". */
export function statusLine(text: StatusText): string {
  return text.detail ? `${text.title} · ${text.detail}` : text.title;
}

/** The panel's short label: "Aberto", "Pausado · 24 min", "Pausado", "Fechado · abre às 18:00". */
export function panelStatusLabel(state: ShopState, now: number, timeZone: string): string {
  if (state.reason === 'open') return 'Aberto';
  if (state.reason === 'paused') {
    const until = state.pausedUntil;
    return until !== null && Number.isFinite(until)
      ? `Pausado · ${durationText(until - now)}`
      : 'Pausado';
  }
  return state.nextOpenAt === null
    ? 'Fechado'
    : `Fechado · abre ${whenText(state.nextOpenAt, now, timeZone)}`;
}
