import type { ReactNode } from 'react';
import { Label } from '@/components/ui/label';

interface CheckoutFieldProps {
  id: string;
  label: string;
  required?: boolean;
  error?: string;
  hint?: string;
  children: ReactNode;
}

/** A labelled field with its hint or validation message under it. */
export function CheckoutField({ id, label, required, error, hint, children }: CheckoutFieldProps) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>
        <span>
          {label}
          {required ? <span className="text-destructive">*</span> : null}
        </span>
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
