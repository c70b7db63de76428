import type { ReactNode } from 'react';
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import './bottom-sheet.css';

export const BottomSheet = DialogPrimitive.Root;
export const BottomSheetTrigger = DialogPrimitive.Trigger;

/** A dialog that rises from the bottom of a phone's screen, with a grab handle and a close button. */
export function BottomSheetContent({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/50 data-[state=closed]:animate-overlay-out data-[state=open]:animate-overlay-in" />
      <DialogPrimitive.Content
        aria-describedby={undefined}
        className="fixed inset-x-0 bottom-0 z-50 flex max-h-[88svh] flex-col rounded-t-3xl bg-card pb-[env(safe-area-inset-bottom)] shadow-2xl outline-none data-[state=closed]:animate-[storefront-sheet-down_200ms_ease-in] data-[state=open]:animate-[storefront-sheet-up_250ms_ease-out]"
      >
        <div
          aria-hidden="true"
          className="mx-auto mt-2.5 h-1.5 w-10 shrink-0 rounded-full bg-muted-foreground/25"
        />
        <div className="flex shrink-0 items-center justify-between gap-2 border-b px-4 pb-2 pt-1.5">
          <DialogPrimitive.Title className="text-lg font-semibold">{title}</DialogPrimitive.Title>
          <DialogPrimitive.Close className="grid size-11 place-items-center rounded-full text-muted-foreground outline-none transition-colors hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring">
            <X aria-hidden="true" className="size-5" />
            <span className="sr-only">Fechar</span>
          </DialogPrimitive.Close>
        </div>
        {children}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
