// What the courier collects at the door: the whole total, unless the order is already paid.
import { money } from '@/domain/orders/items';
import type { OrderFields } from '@/domain/orders/order-row';
import { paymentMethodLabel } from '@/domain/orders/payment-methods';

export type CollectOrder = OrderFields<'total_amount', 'payment_method' | 'payment_status'>;

/** "Pago", "Cobrar R$ 76,90 em dinheiro" or "Cobrar R$ 76,90 — Cartão de Crédito". */
export function collectText(order: CollectOrder): string {
  if (order.payment_status === 'paid') return 'Pago';
  const amount = money(order.total_amount);
  return order.payment_method === 'cash'
    ? `Cobrar ${amount} em dinheiro`
    : `Cobrar ${amount} — ${paymentMethodLabel(order.payment_method)}`;
}
