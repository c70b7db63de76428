import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CashSessionReport } from '@/domain/cash-register/session';
import { supabase } from '@/lib/supabase';
import type { MutationOptions } from '../mutation';
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

export function useOpenCashSession({
  onSuccess,
  ...options
}: MutationOptions<CashSessionReport, number> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: openCashSession,
    ...options,
    onSuccess: async (...args) => {
      queryClient.setQueryData(cashRegisterKeys.current(), args[0]);
      await onSuccess?.(...args);
    },
    // Refused because another device opened it first: the page shows that one.
    onSettled: () => queryClient.invalidateQueries({ queryKey: cashRegisterKeys.all }),
  });
}
