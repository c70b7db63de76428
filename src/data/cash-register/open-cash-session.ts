import type { CashSessionReport } from '@/domain/cash-register/session';
import { supabase } from '@/lib/supabase';
import { useCacheMutation, type MutationOptions } from '../mutation';
import { cashRegisterKeys } from './keys';
import { cashSessionReportSchema } from './schema';

/** Opens the register with a float; refused (cash_session_open) while one is open. */
export async function openCashSession(openingAmount: number): Promise<CashSessionReport> {
  const { data, error } = await supabase.rpc('open_cash_session', {
    opening_amount: openingAmount,
  });
  if (error) throw error;
  return cashSessionReportSchema.parse(data);
}

export function useOpenCashSession(options: MutationOptions<CashSessionReport, number> = {}) {
  return useCacheMutation(openCashSession, options, {
    apply: (queryClient, session) => queryClient.setQueryData(cashRegisterKeys.current(), session),
    // Refused because another device opened it first: the page shows that one.
    invalidates: [cashRegisterKeys.all],
    after: 'settled',
  });
}
