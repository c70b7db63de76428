import type { ReactNode } from 'react';
import { Label } from '@/components/ui/label';

interface FormFieldProps {
  id: string;
  label: string;
  /** Marks the label with the spec's red asterisk. */
  required?: boolean;
  error?: string;
  hint?: string;
  children: ReactNode;
}

/** A labelled field with its hint, or its validation message, under it. */
export function FormField({ id, label, required, error, hint, children }: FormFieldProps) {
  return (
    <div className="grid content-start gap-2">
      <Label htmlFor={id}>
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
        <p id={`${id}-error`} className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : hint ? (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
