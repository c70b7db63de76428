import type { ComponentProps } from 'react';
import * as DialogPrimitive from '@radix-ui/react-dialog';
import {
  ModalFrame,
  centredModalClass,
  modalFooterClass,
  modalOverlayClass,
} from '@/components/ui/modal-parts';
import { slotPart } from '@/components/ui/slot-part';
import { cn } from '@/lib/utils';

export const Dialog = slotPart(DialogPrimitive.Root, 'dialog');

export const DialogTrigger = slotPart(DialogPrimitive.Trigger, 'dialog-trigger');

export const DialogClose = slotPart(DialogPrimitive.Close, 'dialog-close');

export const DialogOverlay = slotPart(DialogPrimitive.Overlay, 'dialog-overlay', modalOverlayClass);

export function DialogContent({
  className,
  showCloseButton = true,
  ...props
}: ComponentProps<typeof DialogPrimitive.Content> & { showCloseButton?: boolean }) {
  return (
    <ModalFrame
      kind="dialog"
      showCloseButton={showCloseButton}
      className={cn(centredModalClass, className)}
      {...props}
    />
  );
}

export const DialogHeader = slotPart(
  'div',
  'dialog-header',
  'flex flex-col gap-2 pr-6 text-center sm:text-left',
);

export const DialogFooter = slotPart('div', 'dialog-footer', modalFooterClass);

export const DialogTitle = slotPart(
  DialogPrimitive.Title,
  'dialog-title',
  'text-lg font-semibold leading-none',
);

export const DialogDescription = slotPart(
  DialogPrimitive.Description,
  'dialog-description',
  'text-sm text-muted-foreground',
);
