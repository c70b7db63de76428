import type { ComponentProps } from 'react';
import {
  get,
  type FieldError,
  type FieldValues,
  type Path,
  type UseFormReturn,
} from 'react-hook-form';
import { FormControl, FormField } from '@/components/form-field';
import { MoneyInput } from '@/components/money-input';
import { Input } from '@/components/ui/input';

interface InputFieldProps<Values extends FieldValues> extends Omit<
  ComponentProps<'input'>,
  'id' | 'form' | 'name'
> {
  /** The form the input belongs to: it registers the input and gives its validation message. */
  form: UseFormReturn<Values>;
  name: Path<Values>;
  /** The input's id (the label points at it). */
  id?: string;
  label: string;
  /** Marks the label with a red asterisk. */
  required?: boolean;
  hint?: string;
  /** An amount in reais: the money input ("R$", decimal keypad, Brazilian format). */
  money?: boolean;
}

/**
 * The settings forms' usual field: a label, one text (or money) input registered in its form, and
 * the hint or the validation message under it. Other props (placeholder, inputMode…) reach the input.
 */
export function InputField<Values extends FieldValues>({
  form,
  name,
  id,
  label,
  required,
  hint,
  money,
  ...input
}: InputFieldProps<Values>) {
  const error = get(form.formState.errors, name) as FieldError | undefined;
  const props = { ...form.register(name), ...input };
  return (
    <FormField id={id} label={label} required={required} error={error?.message} hint={hint}>
      <FormControl>{money ? <MoneyInput {...props} /> : <Input {...props} />}</FormControl>
    </FormField>
  );
}
