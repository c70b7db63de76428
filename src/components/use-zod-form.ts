import { useForm, type FieldValues, type UseFormProps } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';

/** A react-hook-form form validated by its zod schema (whose pt-BR messages show under the fields). */
export function useZodForm<Values extends FieldValues>(
  schema: z.ZodType<Values, Values>,
  options: Omit<UseFormProps<Values>, 'resolver'>,
) {
  return useForm<Values>({ ...options, resolver: zodResolver(schema) });
}
