import { createContext, useContext } from 'react';

/** What a field's label, control and message share: written once, on the FormField. */
export interface FormFieldContextValue {
  id: string;
  error?: string;
  hint?: string;
}

export const FormFieldContext = createContext<FormFieldContextValue | null>(null);

export function useFormField(): FormFieldContextValue {
  const field = useContext(FormFieldContext);
  if (!field) throw new Error('useFormField must be used inside a FormField');
  return field;
}

/** The props that tie a control to its label and to its error message or hint. */
export function controlProps({ id, error, hint }: FormFieldContextValue) {
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : hint ? `${id}-hint` : undefined,
  } as const;
}
