import type { UseMutationOptions } from '@tanstack/react-query';

/**
 * What every mutation hook takes: TanStack's options without the fetcher. The hook invalidates
 * through its key factory and then calls the caller's callbacks; a caller's `onError` replaces the
 * app's default error report (lib/query-client.ts), so an error is reported once.
 */
export type MutationOptions<TData, TVariables, TContext = unknown> = Omit<
  UseMutationOptions<TData, Error, TVariables, TContext>,
  'mutationFn' | 'onMutate'
>;
