import { MutationCache, QueryClient } from '@tanstack/react-query';
import { userMessage } from '@/lib/error-messages';
import { FieldError } from '@/lib/errors';
import { toast } from '@/lib/toast';

/**
 * The app's query client. Error policy: a mutation whose caller handles its error (an `onError`
 * in its options) shows its own message; a FieldError is the form's to show; every other failed
 * mutation gets the one default toast, in pt-BR.
 */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: 1 },
    },
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (mutation.options.onError || error instanceof FieldError) return;
        toast.error('Erro', { description: userMessage(error) });
      },
    }),
  });
}
