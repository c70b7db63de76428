// The cash register's answers, parsed once: a session as get_cash_session reports it
// (domain/cash-register/session.ts), and a closed session's row for the history.
import * as z from '../guard';
import type { CashSessionReport, MethodAmounts } from '@/domain/cash-register/session';
import { numeric } from '../parse';

const amounts = z.object({
  cash: z._default(numeric, 0),
  pix: z._default(numeric, 0),
  credit: z._default(numeric, 0),
  debit: z._default(numeric, 0),
}) satisfies z.Schema<MethodAmounts>;

const payment = z._default(z.object({ orders: numeric, amount: numeric }), {
  orders: 0,
  amount: 0,
});

const nullableText = z.nullable(z.string());

export const cashSessionReportSchema = z.object({
  id: z.string(),
  status: z.enum(['open', 'closed']),
  opened_at: z.string(),
  opened_by_name: nullableText,
  opening_amount: numeric,
  closed_at: nullableText,
  closed_by_name: nullableText,
  notes: nullableText,
  payments: z.object({ cash: payment, pix: payment, credit: payment, debit: payment }),
  deposits: numeric,
  withdrawals: numeric,
  expected: amounts,
  counted: z.nullable(amounts),
  difference: z.nullable(z.object({ ...amounts.shape, total: numeric })),
  movements: z.array(
    z.object({
      id: z.string(),
      kind: z.enum(['deposit', 'withdrawal']),
      amount: numeric,
      reason: z.string(),
      created_by_name: nullableText,
      created_at: z.string(),
    }),
  ),
  events: z.array(
    z.object({
      action: z.enum(['opened', 'closed', 'reopened']),
      actor_name: nullableText,
      created_at: z.string(),
    }),
  ),
}) satisfies z.Schema<CashSessionReport>;

/** A closed session in the history list: who, when, and the figures fixed at closing. */
export interface ClosedCashSession {
  id: string;
  opened_at: string;
  opened_by_name: string | null;
  closed_at: string;
  closed_by_name: string | null;
  opening_amount: number;
  expected: MethodAmounts;
  counted: MethodAmounts;
}

export const CLOSED_SESSION_COLUMNS =
  'id, opened_at, opened_by_name, closed_at, closed_by_name, opening_amount, expected, counted';

export const closedCashSessionSchema = z.object({
  id: z.string(),
  opened_at: z.string(),
  opened_by_name: nullableText,
  closed_at: z.string(),
  closed_by_name: nullableText,
  opening_amount: numeric,
  expected: amounts,
  counted: amounts,
}) satisfies z.Schema<ClosedCashSession>;
