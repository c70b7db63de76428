import type { CashSessionReport } from '@/domain/cash-register/session';
import { supabase } from '@/lib/supabase';
import { useCacheMutation, type MutationOptions } from '../mutation';
import { becomesCurrentSession } from './open-cash-session';
import { cashSessionReportSchema } from './schema';
import { dataOf } from '../query';

/** The owner reopens the latest closed session, to fix a movement or the count. */
export async function reopenCashSession(id: string): Promise<CashSessionReport> {
  const data = dataOf(await supabase.rpc('reopen_cash_session', { session_id: id }));
  return cashSessionReportSchema.parse(data);
}

export function useReopenCashSession(options: MutationOptions<CashSessionReport, string> = {}) {
  return useCacheMutation(reopenCashSession, options, becomesCurrentSession);
}
