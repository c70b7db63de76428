// The alarm of waiting orders (docs/order-lifecycle.md): while the server lists any order as pending the panel
// rings every few seconds, flashes the tab's title and icon and shows a banner, until the last one
// is accepted or cancelled. Everything here derives from that list, so a reload, a reconnection or
// a second tab rings for the same orders, never for a lost or an extra one.

import type { Tables } from '@/lib/database.types';

/** The new-order tune repeats this often while an order waits. */
export const ALARM_REPEAT_MS = 5_000;
/** The title and the icon swap this often. */
export const ALARM_FLASH_MS = 1_000;

export type WaitingOrder = Pick<Tables<'orders'>, 'id' | 'created_at'>;

export interface AlarmState<T extends WaitingOrder = WaitingOrder> {
  /** Whether anything waits: the alarm rings. */
  active: boolean;
  /** How many orders wait (the server's count, beyond the ones listed). */
  count: number;
  /** The one waiting longest: the banner's 'Aceitar' takes it. */
  oldest: T | null;
}

/** The alarm for the server's waiting orders (undefined while not loaded yet: silent). */
export function alarmState<T extends WaitingOrder>(
  pending: { orders: readonly T[]; total: number } | undefined,
): AlarmState<T> {
  const orders = pending?.orders ?? [];
  const count = Math.max(pending?.total ?? 0, orders.length);
  const oldest = orders.reduce<T | null>(
    (first, order) =>
      !first || Date.parse(order.created_at) < Date.parse(first.created_at) ? order : first,
    null,
  );
  return { active: count > 0, count, oldest };
}

/** '1 pedido aguardando aceite', '2 pedidos aguardando aceite' */
export function waitingText(count: number): string {
  return count === 1 ? '1 pedido aguardando aceite' : `${count} pedidos aguardando aceite`;
}

/**
 * The tab's title while orders wait: '(2) Novo pedido!' and the page's own title in turn, both
 * with the count, so a glance at a background tab says how many wait. No orders: the page's title.
 */
export function alarmTitle(count: number, pageTitle: string, flash: boolean): string {
  if (count <= 0) return pageTitle;
  return flash ? `(${count}) Novo pedido!` : `(${count}) ${pageTitle}`;
}

/** The icon's badge: the count, '9+' beyond nine. */
export function badgeText(count: number): string {
  return count > 9 ? '9+' : String(count);
}
