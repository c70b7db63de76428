import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CashSessionReport } from '@/domain/cash-register/session';
import { supabase } from '@/lib/supabase';
import type { MutationOptions } from '../mutation';
import { cashRegisterKeys } from './keys';
import { cashSessionReportSchema } from './schema';

/** The owner reopens the latest closed session, to fix a movement or the count. */
export async function reopenCashSession(id: string): Promise<CashSessionReport> {
  const { data, error } = await supabase.rpc('reopen_cash_session', { session_id: id });
  if (error) throw error;
  return cashSessionReportSchema.parse(data);
}

export function useReopenCashSession({
  onSuccess,
  ...options
}: MutationOptions<CashSessionReport, string> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reopenCashSession,
    ...options,
    onSuccess: async (...args) => {
      queryClient.setQueryData(cashRegisterKeys.current(), args[0]);
      await onSuccess?.(...args);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: cashRegisterKeys.all }),
  });
}
