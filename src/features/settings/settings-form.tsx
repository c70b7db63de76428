import type { FormEventHandler, ReactNode } from 'react';
import { CardContent } from '@/components/ui/card';
import { CardSaveFooter } from '@/components/settings/card-save-footer';
import { cn } from '@/lib/utils';

interface SettingsFormProps {
  /** The form's accessible name (usually its card's title). */
  label: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  pending: boolean;
  submitLabel: string;
  /** The save button's label while saving; its usual label when absent. */
  pendingLabel?: string;
  contentClassName?: string;
  /** Beside the save button (on a phone, under it), e.g. a 'Remover' button. */
  secondaryAction?: ReactNode;
  children: ReactNode;
}

/** The form of a settings card: its fields, then the footer with the save button. */
export function SettingsForm({
  label,
  onSubmit,
  pending,
  submitLabel,
  pendingLabel,
  contentClassName,
  secondaryAction,
  children,
}: SettingsFormProps) {
  return (
    <form noValidate onSubmit={onSubmit} aria-label={label} className="flex flex-col gap-6">
      <CardContent className={contentClassName}>{children}</CardContent>
      <CardSaveFooter
        pending={pending}
        label={submitLabel}
        pendingLabel={pendingLabel}
        className={cn(
          secondaryAction !== undefined &&
            'flex flex-col-reverse gap-3 sm:flex-row sm:justify-between',
        )}
      >
        {secondaryAction}
      </CardSaveFooter>
    </form>
  );
}
