import type { QueryClient, QueryKey } from '@tanstack/react-query';

/** What an optimistic mutation keeps from before its change: the cached value it replaced. */
export interface OptimisticContext<TData> {
  previous?: TData;
}

/**
 * An optimistic change of one cached value: `onMutate` applies `change` at once (after stopping
 * any fetch that would overwrite it), `rollback` puts the value back when the mutation failed.
 */
export function optimistic<TData, TVariables>(
  queryClient: QueryClient,
  key: QueryKey,
  change: (data: TData, variables: TVariables) => TData,
) {
  return {
    onMutate: async (variables: TVariables): Promise<OptimisticContext<TData>> => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<TData>(key);
      queryClient.setQueryData<TData>(key, (data) => (data ? change(data, variables) : data));
      return { previous };
    },
    rollback: (error: unknown, context: OptimisticContext<TData> | undefined) => {
      if (error && context?.previous) queryClient.setQueryData(key, context.previous);
    },
  };
}
