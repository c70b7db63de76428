import type { CashSessionReport, MethodAmounts } from '@/domain/cash-register/session';
import type { Json } from '@/lib/database.types';
import { supabase } from '@/lib/supabase';
import { useCacheMutation, type MutationOptions } from '../mutation';
import { cashRegisterKeys } from './keys';
import { cashSessionReportSchema } from './schema';
import { dataOf } from '../query';

export interface CloseCashInput {
  counted: MethodAmounts;
  notes: string;
}

/** Closes the open session with the count; the answer has expected, counted and the difference. */
export async function closeCashSession({
  counted,
  notes,
}: CloseCashInput): Promise<CashSessionReport> {
  const data = dataOf(
    await supabase.rpc('close_cash_session', {
      counted: counted as unknown as Json,
      notes,
    }),
  );
  return cashSessionReportSchema.parse(data);
}

export function useCloseCashSession(
  options: MutationOptions<CashSessionReport, CloseCashInput> = {},
) {
  return useCacheMutation(closeCashSession, options, {
    apply: (queryClient, report) =>
      queryClient.setQueryData(cashRegisterKeys.detail(report.id), report),
    invalidates: [cashRegisterKeys.all],
    after: 'settled',
  });
}
