import type { ReactNode } from 'react';
import { SubmitButton } from '@/components/submit-button';
import { Button } from '@/components/ui/button';

export interface FormFooterProps {
  /** The refusal to show above the buttons, if any. */
  error: string | null;
  onCancel: () => void;
  pending: boolean;
  pendingLabel: string;
  /** The submit button's label. */
  children: ReactNode;
}

/** The end of a staff order form: the error, if any, then Cancelar and the submit button. */
export function FormFooter({ error, onCancel, pending, pendingLabel, children }: FormFooterProps) {
  return (
    <>
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancelar
        </Button>
        <SubmitButton type="submit" pending={pending} pendingLabel={pendingLabel}>
          {children}
        </SubmitButton>
      </div>
    </>
  );
}
