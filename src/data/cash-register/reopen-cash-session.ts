import type { CashSessionReport } from '@/domain/cash-register/session';
import { supabase } from '@/lib/supabase';
import { useCacheMutation, type MutationOptions } from '../mutation';
import { cashRegisterKeys } from './keys';
import { cashSessionReportSchema } from './schema';

/** The owner reopens the latest closed session, to fix a movement or the count. */
export async function reopenCashSession(id: string): Promise<CashSessionReport> {
  const { data, error } = await supabase.rpc('reopen_cash_session', { session_id: id });
  if (error) throw error;
  return cashSessionReportSchema.parse(data);
}

export function useReopenCashSession(options: MutationOptions<CashSessionReport, string> = {}) {
  return useCacheMutation(reopenCashSession, options, {
    apply: (queryClient, session) => queryClient.setQueryData(cashRegisterKeys.current(), session),
    invalidates: [cashRegisterKeys.all],
    after: 'settled',
  });
}
