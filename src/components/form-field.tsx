import { useId, type ComponentProps, type ReactNode } from 'react';
import { Slot } from '@radix-ui/react-slot';
import { Label } from '@/components/ui/label';
import { controlProps, FormFieldContext, useFormField } from './form-field-context';

interface FormFieldProps {
  /** The control's id; a generated one when the page needs no stable id. */
  id?: string;
  label: string;
  /** Marks the label with a red asterisk. */
  required?: boolean;
  error?: string;
  hint?: string;
  children: ReactNode;
}

/**
 * A labelled field with its hint, or its validation message, under it. The control inside is
 * wrapped in FormControl, which takes the id and the aria attributes from here.
 */
export function FormField({ id, label, required, error, hint, children }: FormFieldProps) {
  const generatedId = useId();
  const fieldId = id ?? generatedId;
  return (
    <FormFieldContext.Provider value={{ id: fieldId, error, hint }}>
      <div className="grid content-start gap-2">
        <Label htmlFor={fieldId}>
          {required ? (
            <span>
              {label}
              <span className="text-destructive">*</span>
            </span>
          ) : (
            label
          )}
        </Label>
        {children}
        {error ? (
          <p id={`${fieldId}-error`} className="text-sm font-medium text-destructive">
            {error}
          </p>
        ) : hint ? (
          <p id={`${fieldId}-hint`} className="text-xs text-muted-foreground">
            {hint}
          </p>
        ) : null}
      </div>
    </FormFieldContext.Provider>
  );
}

/** The field's control (an input, a select's trigger…): gets its id, aria-invalid and description. */
export function FormControl(props: ComponentProps<typeof Slot>) {
  return <Slot {...controlProps(useFormField())} {...props} />;
}
