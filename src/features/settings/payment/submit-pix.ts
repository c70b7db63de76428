import type { UseFormSetError } from 'react-hook-form';
import { userMessage } from '@/lib/error-messages';
import { FieldError } from '@/lib/errors';
import type { PixField } from '@/data/settings/save-pix-settings';
import type { PixFormValues } from './pix-schema';

/**
 * Runs the save; a server refusal of one field (its check constraint) lands under that field.
 * Other failures are the query client's default toast.
 */
export async function submitPix(
  save: () => Promise<unknown>,
  setError: UseFormSetError<PixFormValues>,
): Promise<void> {
  try {
    await save();
  } catch (error) {
    if (error instanceof FieldError) {
      setError(error.field as PixField, { message: userMessage(error) }, { shouldFocus: true });
    }
  }
}
