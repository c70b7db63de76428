import type { DefaultValues, FieldValues, Path } from 'react-hook-form';
import { userMessage } from '@/lib/error-messages';
import type { z } from 'zod';
import { FieldError } from '@/lib/errors';
import { useZodForm } from '@/components/use-zod-form';

/**
 * A security form (username, password): validated by its schema, submitted through `onSubmit`; a
 * FieldError for one of `fields` lands under that field (the query client's error policy leaves
 * it to the form), and a saved change empties the form.
 */
export function useSecurityForm<Values extends FieldValues>(
  schema: z.ZodType<Values, Values>,
  defaultValues: Values,
  fields: readonly Path<Values>[],
  onSubmit: (values: Values) => Promise<unknown>,
) {
  const form = useZodForm(schema, { defaultValues: defaultValues as DefaultValues<Values> });
  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values);
      form.reset(defaultValues);
    } catch (error) {
      const field = error instanceof FieldError && fields.find((name) => name === error.field);
      if (field) form.setError(field, { message: userMessage(error) }, { shouldFocus: true });
    }
  });
  return { ...form, submit };
}
