// How a staff order is paid: one method for the whole total, or split among up to four (the
// amounts must add up to the total; the server checks it too).
import { parseMoney } from '@/domain/money';
import type { PaymentMethod } from '@/domain/orders/payment-methods';
import { cents } from './staff-cart';

export interface PaymentRow {
  method: PaymentMethod;
  amount: string;
}

export const MAX_PAYMENTS = 4;

/** The amounts typed, added up (only the rows of `method` when given). */
export function paidAmount(payments: readonly PaymentRow[], method?: PaymentMethod): number {
  return cents(
    payments
      .filter((p) => !method || p.method === method)
      .reduce((sum, p) => sum + (parseMoney(p.amount) || 0), 0),
  );
}

/** The Pix part of a placed order: the whole total, or the Pix payments of a split. */
export function pixAmount(payments: readonly PaymentRow[], total: number): number {
  if (payments.length > 1) return paidAmount(payments, 'pix');
  return payments[0]!.method === 'pix' ? total : 0;
}
