import type { ComponentProps } from 'react';
import { FormControl, FormField } from '@/components/form-field';
import { MoneyInput } from '@/components/money-input';
import { Input } from '@/components/ui/input';

interface InputFieldProps extends Omit<ComponentProps<'input'>, 'id'> {
  /** The input's id (the label points at it). */
  id?: string;
  label: string;
  /** Marks the label with a red asterisk. */
  required?: boolean;
  error?: string;
  hint?: string;
  /** An amount in reais: the money input ("R$", decimal keypad, Brazilian format). */
  money?: boolean;
}

/**
 * The settings forms' usual field: a label, one text (or money) input and its hint or validation
 * message. The input's own props (`register(...)`, placeholder, inputMode…) pass straight through.
 */
export function InputField({ id, label, required, error, hint, money, ...input }: InputFieldProps) {
  return (
    <FormField id={id} label={label} required={required} error={error} hint={hint}>
      <FormControl>{money ? <MoneyInput {...input} /> : <Input {...input} />}</FormControl>
    </FormField>
  );
}
