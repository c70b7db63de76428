import type { ReactNode } from 'react';
import { CardFooter } from '@/components/ui/card';
import { SubmitButton } from '@/components/submit-button';

interface CardSaveFooterProps {
  /** The form is being saved: the button spins and cannot be pressed again. */
  pending: boolean;
  label: string;
  /** The button's label while saving; its usual label when absent. */
  pendingLabel?: string;
  className?: string;
  /** Before the save button, e.g. a 'Remover' button. */
  children?: ReactNode;
}

/** The foot of a card that holds a form: its submit button, full width on a phone. */
export function CardSaveFooter({
  pending,
  label,
  pendingLabel,
  className,
  children,
}: CardSaveFooterProps) {
  return (
    <CardFooter className={className}>
      {children}
      <SubmitButton
        pending={pending}
        pendingLabel={pendingLabel}
        type="submit"
        className="w-full sm:w-auto"
      >
        {label}
      </SubmitButton>
    </CardFooter>
  );
}
