import type { ComponentProps, ReactNode } from 'react';
import { Loader2 } from 'lucide-react';
import { Button } from '@/components/ui/button';

interface SubmitButtonProps extends ComponentProps<typeof Button> {
  /** While true the button spins and cannot be pressed again. */
  pending: boolean;
  /** The label while pending ('Salvando...'); the usual label when absent. */
  pendingLabel?: ReactNode;
  /** The icon shown when not pending. */
  icon?: ReactNode;
}

/** A form's or a card's save button with its pending state. */
export function SubmitButton({
  pending,
  pendingLabel,
  icon,
  disabled,
  children,
  ...props
}: SubmitButtonProps) {
  return (
    <Button disabled={pending || disabled} {...props}>
      {pending ? <Loader2 className="animate-spin" aria-hidden="true" /> : (icon ?? null)}
      {pending && pendingLabel !== undefined ? pendingLabel : children}
    </Button>
  );
}
