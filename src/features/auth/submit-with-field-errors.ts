import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { FieldError } from '@/data/errors';

/**
 * Runs a form's submit; a FieldError for one of `fields` lands under that field (the query
 * client's error policy leaves it to the form). Resolves true when the submit went through.
 */
export async function submitWithFieldErrors<Values extends FieldValues>(
  submit: () => Promise<unknown>,
  setError: UseFormSetError<Values>,
  fields: readonly Path<Values>[],
): Promise<boolean> {
  try {
    await submit();
    return true;
  } catch (error) {
    if (error instanceof FieldError) {
      const field = fields.find((name) => name === error.field);
      if (field) setError(field, { message: error.message }, { shouldFocus: true });
    }
    return false;
  }
}
