import type { CashSessionReport } from '@/domain/cash-register/session';
import { supabase } from '@/lib/supabase';
import { useCacheMutation, type CacheEffects, type MutationOptions } from '../mutation';
import { cashRegisterKeys } from './keys';
import { cashSessionReportSchema } from './schema';
import { dataOf } from '../query';

/** Opens the register with a float; refused (cash_session_open) while one is open. */
export async function openCashSession(openingAmount: number): Promise<CashSessionReport> {
  const data = dataOf(await supabase.rpc('open_cash_session', { opening_amount: openingAmount }));
  return cashSessionReportSchema.parse(data);
}

/**
 * The session an open or a reopen answers is the register's current one at once; the register is
 * read again either way (refused because another device opened it first: the page shows that one).
 */
export const becomesCurrentSession: CacheEffects<CashSessionReport, unknown, unknown> = {
  apply: (queryClient, session) => queryClient.setQueryData(cashRegisterKeys.current(), session),
  invalidates: [cashRegisterKeys.all],
  after: 'settled',
};

export function useOpenCashSession(options: MutationOptions<CashSessionReport, number> = {}) {
  return useCacheMutation(openCashSession, options, becomesCurrentSession);
}
