import type { ComponentProps } from 'react';
import * as SheetPrimitive from '@radix-ui/react-dialog';
import { ModalFrame } from '@/components/ui/modal-parts';
import { slotPart } from '@/components/ui/slot-part';
import { cn } from '@/lib/utils';

// A dialog that slides in from a side of the screen: the mobile sidebar and side panels.

export const Sheet = slotPart(SheetPrimitive.Root, 'sheet');

export const SheetTrigger = slotPart(SheetPrimitive.Trigger, 'sheet-trigger');

export const SheetClose = slotPart(SheetPrimitive.Close, 'sheet-close');

export function SheetContent({
  className,
  side = 'right',
  showCloseButton = true,
  ...props
}: ComponentProps<typeof SheetPrimitive.Content> & {
  side?: 'left' | 'right';
  showCloseButton?: boolean;
}) {
  return (
    <ModalFrame
      kind="sheet"
      showCloseButton={showCloseButton}
      className={cn(
        'fixed inset-y-0 z-50 flex h-full w-3/4 flex-col gap-4 bg-background shadow-lg outline-none sm:max-w-sm',
        side === 'left' &&
          'left-0 border-r data-[state=closed]:animate-sheet-out-left data-[state=open]:animate-sheet-in-left',
        side === 'right' &&
          'right-0 border-l data-[state=closed]:animate-sheet-out-right data-[state=open]:animate-sheet-in-right',
        className,
      )}
      {...props}
    />
  );
}

export const SheetHeader = slotPart('div', 'sheet-header', 'flex flex-col gap-1.5 p-4');

export const SheetFooter = slotPart('div', 'sheet-footer', 'mt-auto flex flex-col gap-2 p-4');

export const SheetTitle = slotPart(
  SheetPrimitive.Title,
  'sheet-title',
  'font-semibold text-foreground',
);

export const SheetDescription = slotPart(
  SheetPrimitive.Description,
  'sheet-description',
  'text-sm text-muted-foreground',
);
