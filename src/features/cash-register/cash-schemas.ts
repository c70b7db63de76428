// The register's forms: amounts typed the Brazilian way (domain/money.ts), a reason for every
// movement. The server checks the same rules again.
import { z } from 'zod';
import { parseMoney } from '@/domain/money';
import { CASH_METHODS, type MethodAmounts } from '@/domain/cash-register/session';

export const CASH_MESSAGES = {
  float: 'Informe o troco inicial (0 se não houver).',
  amount: 'Informe um valor maior que zero.',
  reason: 'Informe o motivo.',
  reasonTooLong: 'O motivo pode ter no máximo 200 caracteres.',
  count: 'Informe o valor contado (0 se não houver).',
  notesTooLong: 'As observações podem ter no máximo 500 caracteres.',
} as const;

const money = (message: string, positive: boolean) =>
  z.string().refine((text) => {
    const value = parseMoney(text);
    return Number.isFinite(value) && (positive ? value > 0 : value >= 0);
  }, message);

export const openCashSchema = z.object({ openingAmount: money(CASH_MESSAGES.float, false) });
export type OpenCashValues = z.infer<typeof openCashSchema>;

export const movementSchema = z.object({
  amount: money(CASH_MESSAGES.amount, true),
  reason: z.string().trim().min(1, CASH_MESSAGES.reason).max(200, CASH_MESSAGES.reasonTooLong),
});
export type MovementValues = z.infer<typeof movementSchema>;

export const closeCashSchema = z.object({
  counted: z.object({
    cash: money(CASH_MESSAGES.count, false),
    pix: money(CASH_MESSAGES.count, false),
    credit: money(CASH_MESSAGES.count, false),
    debit: money(CASH_MESSAGES.count, false),
  }),
  notes: z.string().trim().max(500, CASH_MESSAGES.notesTooLong),
});
export type CloseCashValues = z.infer<typeof closeCashSchema>;

/** The amounts typed so far; a field not yet money counts as zero (for the live difference). */
export function typedAmounts(counted: Record<string, string | undefined>): MethodAmounts {
  return Object.fromEntries(
    CASH_METHODS.map((method) => {
      const value = parseMoney(counted[method] ?? '');
      return [method, Number.isFinite(value) ? value : 0];
    }),
  ) as MethodAmounts;
}
