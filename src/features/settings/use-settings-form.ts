import { useMemo } from 'react';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { useZodForm } from '@/components/use-zod-form';

/**
 * A settings card's form, filled from the saved row. Another section (or device) may save the
 * same row: the form follows it, keeping what the owner is typing.
 */
export function useSettingsForm<Row, Values extends FieldValues>(
  schema: z.ZodType<Values, Values>,
  row: Row,
  toValues: (row: Row) => Values,
) {
  const values = useMemo(() => toValues(row), [row, toValues]);
  return useZodForm(schema, {
    defaultValues: values as DefaultValues<Values>,
    values,
    resetOptions: { keepDirtyValues: true },
  });
}
