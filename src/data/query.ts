import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import type { PostgrestError } from '@supabase/supabase-js';

/** A supabase-js answer: its data, or the error PostgREST gave. */
export type Answer<T> = { data: T; error: null } | { data: null; error: PostgrestError };

/**
 * The data of an answer; its error is thrown (so React Query and the mutation's caller see it),
 * as it came or as `toError` words it for the app.
 */
export function dataOf<T>(answer: Answer<T>, toError?: (error: PostgrestError) => unknown): T {
  if (answer.error) throw toError ? toError(answer.error) : answer.error;
  return answer.data;
}

/**
 * A resource's thin query hook, made from its shared `queryOptions` factory (the same options a
 * route's preload or a test uses): `export const useTeam = queryHook(teamQueryOptions)`.
 */
export function queryHook<
  TArgs extends unknown[],
  TQueryFnData,
  TData = TQueryFnData,
  TQueryKey extends QueryKey = QueryKey,
>(options: (...args: TArgs) => UseQueryOptions<TQueryFnData, Error, TData, TQueryKey>) {
  return function useResourceQuery(...args: TArgs) {
    return useQuery(options(...args));
  };
}

/** Throws the answer's error, if any (a write whose answer carries nothing else). */
export function assertOk(
  answer: { error: PostgrestError | null },
  toError?: (error: PostgrestError) => unknown,
): void {
  if (answer.error) throw toError ? toError(answer.error) : answer.error;
}
