import {
  useMutation,
  useQueryClient,
  type QueryClient,
  type QueryKey,
  type UseMutationOptions,
} from '@tanstack/react-query';
import { optimistic as optimisticChange, type OptimisticContext } from './optimistic';

/**
 * What every mutation hook takes: TanStack's options without the fetcher. The hook invalidates
 * through its key factory and then calls the caller's callbacks; a caller's `onError` replaces the
 * app's default error report (lib/query-client.ts), so an error is reported once.
 */
export type MutationOptions<TData, TVariables, TContext = unknown> = Omit<
  UseMutationOptions<TData, Error, TVariables, TContext>,
  'mutationFn' | 'onMutate'
>;

/** What a mutation does to the cache besides calling its caller back. */
export interface CacheEffects<TData, TVariables, TCached> {
  /** The queries to read again, named through the key factories. */
  invalidates: readonly QueryKey[];
  /**
   * When: `success` (the default) reads again after a success, while the caller's onSuccess runs;
   * `settled` after a failure too (an optimistic change taken back, a refusal because another
   * device changed the row first), before the caller's onSettled.
   */
  after?: 'success' | 'settled';
  /** false: the mutation ends without waiting for those reads (the orders' long lists). */
  wait?: boolean;
  /** Writes the answer where it shows (a cached query, a store) before the caller hears of it. */
  apply?: (queryClient: QueryClient, data: TData, variables: TVariables) => void;
  /** An optimistic change of one cached value: shown at once, taken back when the save fails. */
  optimistic?: {
    queryKey: QueryKey;
    change: (cached: TCached, variables: TVariables) => TCached;
  };
  /**
   * Quick presses of one `mutationKey` (moving an item up twice): only the last to settle reads
   * again, or the list would show the first save's order for a moment.
   */
  lastOfKeyReads?: boolean;
}

/**
 * The one shape of a mutation hook in src/data: `mutationFn`, the caller's options
 * (`{ onSuccess, onError, ...options }`) and what the change does to the cache.
 */
export function useCacheMutation<TData, TVariables, TCached = unknown>(
  mutationFn: (variables: TVariables) => Promise<TData>,
  {
    onSuccess,
    onSettled,
    ...options
  }: MutationOptions<TData, TVariables, OptimisticContext<TCached>> = {},
  effects: CacheEffects<TData, TVariables, TCached>,
) {
  const queryClient = useQueryClient();
  const {
    invalidates,
    after = 'success',
    wait = true,
    apply,
    optimistic,
    lastOfKeyReads,
  } = effects;
  const change =
    optimistic && optimisticChange(queryClient, optimistic.queryKey, optimistic.change);
  const readAgain = async () => {
    const { mutationKey } = options;
    if (lastOfKeyReads && mutationKey && queryClient.isMutating({ mutationKey }) > 1) return;
    const reads = Promise.all(
      invalidates.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    );
    if (wait) await reads;
  };
  return useMutation({
    mutationFn,
    ...(change ? { onMutate: change.onMutate } : {}),
    ...options,
    onSuccess: async (...args) => {
      apply?.(queryClient, args[0], args[1]);
      const refreshed = after === 'success' ? readAgain() : undefined;
      await onSuccess?.(...args);
      await refreshed;
    },
    onSettled: async (...args) => {
      change?.rollback(args[1], args[3]);
      if (after === 'settled') await readAgain();
      await onSettled?.(...args);
    },
  });
}

/** What a switch on one row sends: the row, and the switch's new state under the screen's name. */
export type SwitchInput<TField extends string> = { id: string } & Record<TField, boolean>;

/**
 * A switch on one row of an admin list (a zone's "ativa", a product's "disponível" or "destaque"):
 * `field` of the input is saved as `column` of the row, which changes in the admin list at once and
 * goes back when the save fails; the resource's lists are read again either way.
 */
export function useRowSwitch<
  TRow extends { id: string },
  TField extends string,
  TColumn extends string,
>(
  save: (id: string, patch: Record<TColumn, boolean>) => Promise<TRow>,
  keys: { all: QueryKey; list: (scope: 'admin') => QueryKey },
  [field, column]: [TField, TColumn],
  options: MutationOptions<TRow, SwitchInput<TField>, OptimisticContext<TRow[]>> = {},
) {
  const patchOf = (input: SwitchInput<TField>) => {
    const on: boolean = input[field];
    return { [column]: on } as Record<TColumn, boolean>;
  };
  return useCacheMutation((input: SwitchInput<TField>) => save(input.id, patchOf(input)), options, {
    optimistic: {
      queryKey: keys.list('admin'),
      change: (rows: TRow[], input) =>
        rows.map((row) => (row.id === input.id ? { ...row, ...patchOf(input) } : row)),
    },
    invalidates: [keys.all],
    after: 'settled',
  });
}
