// The cash register's figures (docs/cash-register.md): the server computes what each payment method
// should hold; here are the pure rules the screens and the printed report share: the methods'
// order and labels, the difference between a count and the expected figures, and its wording.
import { PAYMENT_METHOD_LABELS, type PaymentMethod } from '@/domain/orders/payment-methods';

/** The order the register lists the methods in: the drawer's cash first. */
export const CASH_METHODS = [
  'cash',
  'pix',
  'credit',
  'debit',
] as const satisfies readonly PaymentMethod[];
export type CashMethod = (typeof CASH_METHODS)[number];

/** An amount per method: what was expected, or what was counted. */
export type MethodAmounts = Record<CashMethod, number>;

export const CASH_METHOD_LABELS: Record<CashMethod, string> = PAYMENT_METHOD_LABELS;

export type MovementKind = 'deposit' | 'withdrawal';

/** pt-BR names of a movement, as Brazilian registers call them. */
export const MOVEMENT_LABELS: Record<MovementKind, string> = {
  deposit: 'Suprimento',
  withdrawal: 'Sangria',
};

export const ZERO_AMOUNTS: MethodAmounts = { cash: 0, pix: 0, credit: 0, debit: 0 };

/** "1 pedido", "3 pedidos" */
export function ordersCount(count: number): string {
  return count === 1 ? '1 pedido' : `${count} pedidos`;
}

const cents = (value: number) => Math.round(value * 100) / 100;

export function sumAmounts(amounts: MethodAmounts): number {
  return cents(CASH_METHODS.reduce((sum, method) => sum + amounts[method], 0));
}

/** Counted minus expected, per method and in total: positive is money over, negative missing. */
export function cashDifference(
  expected: MethodAmounts,
  counted: MethodAmounts,
): MethodAmounts & { total: number } {
  const byMethod = Object.fromEntries(
    CASH_METHODS.map((method) => [method, cents(counted[method] - expected[method])]),
  ) as MethodAmounts;
  return { ...byMethod, total: cents(sumAmounts(counted) - sumAmounts(expected)) };
}

export type DifferenceTone = 'even' | 'over' | 'short';

export function differenceTone(difference: number): DifferenceTone {
  if (Math.abs(difference) < 0.005) return 'even';
  return difference > 0 ? 'over' : 'short';
}

/** "Confere", "Sobra" or "Falta": how a difference reads next to its amount. */
export const DIFFERENCE_LABELS: Record<DifferenceTone, string> = {
  even: 'Confere',
  over: 'Sobra',
  short: 'Falta',
};

export interface CashMovement {
  id: string;
  kind: MovementKind;
  amount: number;
  reason: string;
  created_by_name: string | null;
  created_at: string;
}

export interface CashSessionEvent {
  action: 'opened' | 'closed' | 'reopened';
  actor_name: string | null;
  created_at: string;
}

/** One session as get_cash_session and close_cash_session answer it. */
export interface CashSessionReport {
  id: string;
  status: 'open' | 'closed';
  opened_at: string;
  opened_by_name: string | null;
  opening_amount: number;
  closed_at: string | null;
  closed_by_name: string | null;
  notes: string | null;
  /** The orders paid in the session, per method. */
  payments: Record<CashMethod, { orders: number; amount: number }>;
  deposits: number;
  withdrawals: number;
  /** Live while open; fixed at closing. Cash includes the float and the movements. */
  expected: MethodAmounts;
  counted: MethodAmounts | null;
  difference: (MethodAmounts & { total: number }) | null;
  movements: CashMovement[];
  events: CashSessionEvent[];
}
