// Scheduled orders as customers and the shop read them (docs/ordering-rules.md, "Pedidos
// agendados"): every time in the shop's time zone, whatever the device's. Plain Intl, no date
// library: the storefront's checkout and tracking page use these too.

import { twoDigits, zonedParts } from './shop-status';

const WEEKDAYS = ['dom', 'seg', 'ter', 'qua', 'qui', 'sex', 'sáb'] as const;
const DEFAULT_TIME_ZONE = 'America/Sao_Paulo';
/** Preparation time when the shop's estimated time names no minutes. */
export const DEFAULT_PREPARATION_MINUTES = 30;

interface LocalParts {
  /** yyyy-mm-dd */
  date: string;
  weekday: number;
  day: string;
  month: string;
  time: string;
}

function localParts(value: string | Date, timeZone: string): LocalParts {
  const at = zonedParts(new Date(value).getTime(), timeZone || DEFAULT_TIME_ZONE);
  const day = twoDigits(at.day);
  const month = twoDigits(at.month);
  return {
    date: `${at.year}-${month}-${day}`,
    weekday: at.weekday,
    day,
    month,
    time: `${twoDigits(at.hour)}:${twoDigits(at.minute)}`,
  };
}

/** The slot's end: its start plus the slot's length. */
export function slotEnd(startsAt: string | Date, slotMinutes: number): Date {
  return new Date(new Date(startsAt).getTime() + slotMinutes * 60_000);
}

/** 'sex 28/11' */
export function scheduleDay(value: string | Date, timeZone: string): string {
  const p = localParts(value, timeZone);
  return `${WEEKDAYS[p.weekday]} ${p.day}/${p.month}`;
}

/** '19:00' */
export function scheduleTime(value: string | Date, timeZone: string): string {
  return localParts(value, timeZone).time;
}

/** '19:00–19:30' */
export function scheduleTimeRange(
  startsAt: string | Date,
  endsAt: string | Date,
  timeZone: string,
): string {
  return `${localParts(startsAt, timeZone).time}–${localParts(endsAt, timeZone).time}`;
}

/** 'sex 28/11, 19:00–19:30' */
export function scheduleSlotText(
  startsAt: string | Date,
  endsAt: string | Date,
  timeZone: string,
): string {
  return `${scheduleDay(startsAt, timeZone)}, ${scheduleTimeRange(startsAt, endsAt, timeZone)}`;
}

/** 'Agendado para sex 28/11, 19:00–19:30' */
export function scheduledForText(
  startsAt: string | Date,
  endsAt: string | Date,
  timeZone: string,
): string {
  return `Agendado para ${scheduleSlotText(startsAt, endsAt, timeZone)}`;
}

/** The shop's calendar date of a moment, yyyy-mm-dd: slots and orders are grouped by it. */
export function scheduleDate(value: string | Date, timeZone: string): string {
  return localParts(value, timeZone).date;
}

/** A day's heading: 'Hoje', 'Amanhã' or 'sex 28/11'. */
export function scheduleHeading(value: string | Date, timeZone: string, now: Date): string {
  const date = scheduleDate(value, timeZone);
  if (date === scheduleDate(now, timeZone)) return 'Hoje';
  // noon-to-noon steps stay on the next calendar day in every zone without a 24 h shift
  const tomorrow = new Date(`${scheduleDate(now, timeZone)}T12:00:00Z`);
  tomorrow.setUTCDate(tomorrow.getUTCDate() + 1);
  if (date === tomorrow.toISOString().slice(0, 10)) return 'Amanhã';
  return scheduleDay(value, timeZone);
}

/**
 * Minutes the shop needs before a scheduled order's time: the largest number in its estimated
 * time ('30-45' → 45, '40 min' → 40), so the order is ready by the slot's start; 30 when none.
 * The server has the same rule in SQL (private.preparation_minutes, private.order_release_at, used
 * by get_kitchen_queue): change both together.
 */
export function preparationMinutes(estimatedTime: string | null | undefined): number {
  const numbers = (estimatedTime ?? '').match(/\d+/g)?.map(Number) ?? [];
  const largest = Math.max(0, ...numbers.filter((n) => n > 0 && n <= 24 * 60));
  return largest > 0 ? largest : DEFAULT_PREPARATION_MINUTES;
}

/** When a scheduled order must start: its time minus the preparation time. */
export function releaseAt(
  scheduledFor: string | Date,
  estimatedTime: string | null | undefined,
): Date {
  return new Date(new Date(scheduledFor).getTime() - preparationMinutes(estimatedTime) * 60_000);
}

/** Whether a scheduled order still waits for its release (not yet in the normal queue). */
export function isAwaitingRelease(
  order: { scheduled_for: string | null },
  estimatedTime: string | null | undefined,
  now: Date,
): boolean {
  return order.scheduled_for !== null && releaseAt(order.scheduled_for, estimatedTime) > now;
}

/**
 * The waiting orders the alarm rings for: a scheduled order joins them at its release time (it
 * rang once when placed); `total` loses the ones still held back among those listed.
 */
export function releasedPending<T extends { scheduled_for: string | null }>(
  pending: { orders: readonly T[]; total: number } | undefined,
  estimatedTime: string | null | undefined,
  now: Date,
): { orders: T[]; total: number } | undefined {
  if (!pending) return undefined;
  const orders = pending.orders.filter((o) => !isAwaitingRelease(o, estimatedTime, now));
  return { orders, total: pending.total - (pending.orders.length - orders.length) };
}

/** An order's 'Agendado para …' line, or null for an order as soon as possible. */
export function orderScheduleText(
  order: { scheduled_for?: string | null },
  timeZone: string | null | undefined,
  slotMinutes: number | null | undefined,
): string | null {
  if (!order.scheduled_for) return null;
  const start = order.scheduled_for;
  return scheduledForText(start, slotEnd(start, slotMinutes ?? 30), timeZone ?? DEFAULT_TIME_ZONE);
}
