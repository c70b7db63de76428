import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { SubmitButton } from '@/components/submit-button';

interface FormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  /** The dialog's width and overflow; a tall form scrolls inside the dialog by default. */
  className?: string;
  /** The body (a form, or a report and its buttons), mounted per opening: each starts afresh. */
  children: ReactNode;
}

/** The props of a dialog that edits a row, or creates one when `editing` is null. */
export interface EditDialogProps<Row> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The row to edit; null to create one. */
  editing: Row | null;
}

/** A dialog with its title and description over one body, usually a form. */
export function FormDialog({
  open,
  onOpenChange,
  title,
  description,
  className = 'max-h-[90dvh] overflow-y-auto sm:max-w-lg',
  children,
}: FormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className={className}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {open ? children : null}
      </DialogContent>
    </Dialog>
  );
}

/** The buttons under a dialog's form: 'Cancelar' and the submit button with its pending state. */
export function FormDialogFooter({
  pending,
  onCancel,
  children,
}: {
  pending: boolean;
  onCancel: () => void;
  /** The submit button's label. */
  children: ReactNode;
}) {
  return (
    <DialogFooter>
      <Button variant="outline" onClick={onCancel}>
        Cancelar
      </Button>
      <SubmitButton pending={pending} type="submit">
        {children}
      </SubmitButton>
    </DialogFooter>
  );
}
