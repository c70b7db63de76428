import type { ComponentProps } from 'react';
import * as AlertDialogPrimitive from '@radix-ui/react-alert-dialog';
import { buttonVariants } from '@/components/ui/button';
import {
  centredModalClass,
  modalFooterClass,
  modalOverlayClass,
} from '@/components/ui/modal-parts';
import { slotPart } from '@/components/ui/slot-part';
import { cn } from '@/lib/utils';

// A confirmation that only a button closes: Radix's alert dialog ignores outside clicks (a
// delete confirmation cannot be dismissed that way); Escape still cancels.

export const AlertDialog = slotPart(AlertDialogPrimitive.Root, 'alert-dialog');

export const AlertDialogTrigger = slotPart(AlertDialogPrimitive.Trigger, 'alert-dialog-trigger');

export function AlertDialogContent({
  className,
  ...props
}: ComponentProps<typeof AlertDialogPrimitive.Content>) {
  return (
    <AlertDialogPrimitive.Portal data-slot="alert-dialog-portal">
      <AlertDialogPrimitive.Overlay
        data-slot="alert-dialog-overlay"
        className={modalOverlayClass}
      />
      <AlertDialogPrimitive.Content
        data-slot="alert-dialog-content"
        className={cn(centredModalClass, className)}
        {...props}
      />
    </AlertDialogPrimitive.Portal>
  );
}

export const AlertDialogHeader = slotPart(
  'div',
  'alert-dialog-header',
  'flex flex-col gap-2 text-center sm:text-left',
);

export const AlertDialogFooter = slotPart('div', 'alert-dialog-footer', modalFooterClass);

export const AlertDialogTitle = slotPart(
  AlertDialogPrimitive.Title,
  'alert-dialog-title',
  'text-lg font-semibold',
);

export const AlertDialogDescription = slotPart(
  AlertDialogPrimitive.Description,
  'alert-dialog-description',
  'text-sm text-muted-foreground',
);

/** The confirming button; destructive by default since this dialog guards deletions. */
export const AlertDialogAction = slotPart(
  AlertDialogPrimitive.Action,
  'alert-dialog-action',
  buttonVariants({ variant: 'destructive' }),
);

export const AlertDialogCancel = slotPart(
  AlertDialogPrimitive.Cancel,
  'alert-dialog-cancel',
  buttonVariants({ variant: 'outline' }),
);
