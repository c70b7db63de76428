import { MutationCache, QueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';

const FALLBACK_ERROR = 'Ocorreu um erro inesperado. Tente novamente.';

/** The message a failed mutation shows: the server's pt-BR message when it sent one. */
export function errorMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : FALLBACK_ERROR;
}

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: 1 },
    },
    // One default error toast for every mutation (CONVENTIONS: Data); success toasts stay with each one.
    mutationCache: new MutationCache({
      onError: (error) => {
        toast.error('Erro', { description: errorMessage(error) });
      },
    }),
  });
}
