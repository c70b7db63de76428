import { userMessage } from '@/lib/error-messages';
import { toast } from '@/lib/toast';

/**
 * A mutation's `onError` that logs the failure for whoever reads the console (`log`, in English)
 * and tells the user in a red toast: `title`, with what went wrong as its description.
 */
export function failureToast(title: string, log: string) {
  return (error: unknown) => {
    console.error(log, error);
    toast.error(title, { description: userMessage(error) });
  };
}
