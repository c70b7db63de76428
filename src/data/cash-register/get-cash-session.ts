import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CashSessionReport } from '@/domain/cash-register/session';
import { supabase } from '@/lib/supabase';
import { cashRegisterKeys } from './keys';
import { cashSessionReportSchema } from './schema';
import { queryHook, dataOf } from '../query';

/** While the register is on screen its expected figures follow the payments marked elsewhere. */
const RUNNING_REFRESH_MS = 15_000;

/** One session (by id) or the open one (none: null when the register is closed). */
export async function getCashSession(id?: string): Promise<CashSessionReport | null> {
  const data = dataOf(await supabase.rpc('get_cash_session', id ? { session_id: id } : {}));
  return data === null ? null : cashSessionReportSchema.parse(data);
}

export const currentCashSessionQuery = () =>
  queryOptions({
    queryKey: cashRegisterKeys.current(),
    queryFn: () => getCashSession(),
    refetchInterval: RUNNING_REFRESH_MS,
  });

export const useCurrentCashSession = queryHook(currentCashSessionQuery);

export function useCashSession(id: string | null) {
  return useQuery({
    queryKey: cashRegisterKeys.detail(id ?? ''),
    queryFn: () => getCashSession(id!),
    enabled: Boolean(id),
  });
}
