// Troco: a cash customer says which note they will pay with, and the courier carries the change.
import { money } from '@/domain/orders/items';
import type { OrderFields } from '@/domain/orders/order-row';

export type ChangeOrder = OrderFields<'total_amount', 'payment_method' | 'change_for'>;

/** How much change to carry, in reais, or null when the order asked for none. */
export function changeToCarry(order: ChangeOrder): number | null {
  if (order.payment_method !== 'cash' || !order.change_for) return null;
  return (
    Math.max(0, Math.round(order.change_for * 100) - Math.round(order.total_amount * 100)) / 100
  );
}

/** "Troco para R$ 100,00 — levar R$ 23,10"; null without a troco. */
export function changeText(order: ChangeOrder): string | null {
  const change = changeToCarry(order);
  if (change === null) return null;
  return change > 0
    ? `Troco para ${money(order.change_for!)} — levar ${money(change)}`
    : `Troco para ${money(order.change_for!)} — sem troco`;
}
