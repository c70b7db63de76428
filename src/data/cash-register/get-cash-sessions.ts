import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { parseRows } from '../parse';
import { cashRegisterKeys } from './keys';
import { CLOSED_SESSION_COLUMNS, closedCashSessionSchema, type ClosedCashSession } from './schema';
import { queryHook } from '../query';

/**
 * The closed sessions the caller may read, newest first: every one for the owner, those an
 * attendant opened or closed (row level security decides).
 */
export async function getClosedCashSessions(
  page: number,
  pageSize: number,
): Promise<{ sessions: ClosedCashSession[]; total: number }> {
  const from = page * pageSize;
  const { data, error, count } = await supabase
    .from('cash_sessions')
    .select(CLOSED_SESSION_COLUMNS, { count: 'exact' })
    .not('closed_at', 'is', null)
    .order('opened_at', { ascending: false })
    .range(from, from + pageSize - 1);
  if (error) throw error;
  return { sessions: parseRows(closedCashSessionSchema, data), total: count ?? 0 };
}

export const closedCashSessionsQuery = (page: number, pageSize: number) =>
  queryOptions({
    queryKey: cashRegisterKeys.history(page, pageSize),
    queryFn: () => getClosedCashSessions(page, pageSize),
    placeholderData: keepPreviousData,
  });

export const useClosedCashSessions = queryHook(closedCashSessionsQuery);
