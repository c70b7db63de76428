import type { ComponentProps } from 'react';
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';

// What Dialog, AlertDialog and Sheet share: the dimmed overlay, the centred box (Dialog and
// AlertDialog), the footer's button row and the corner close button (Dialog and Sheet).

export const modalOverlayClass =
  'fixed inset-0 z-50 bg-black/50 data-[state=closed]:animate-overlay-out data-[state=open]:animate-overlay-in';

// Centred with margins rather than translate(-50%), so the zoom animation's transform cannot move it.
export const centredModalClass =
  'fixed inset-0 z-50 m-auto grid h-fit max-h-[calc(100svh-2rem)] w-[calc(100%-2rem)] max-w-lg gap-4 overflow-y-auto rounded-xl border bg-background p-6 shadow-lg outline-none data-[state=closed]:animate-content-out data-[state=open]:animate-content-in';

export const modalFooterClass = 'flex flex-col-reverse gap-2 sm:flex-row sm:justify-end';

/**
 * A Radix dialog's portal, overlay and content, with the "Fechar" button in the corner unless
 * `showCloseButton` is false; `kind` names the parts (`dialog-content`, `sheet-overlay`…).
 */
export function ModalFrame({
  kind,
  showCloseButton,
  children,
  ...props
}: ComponentProps<typeof DialogPrimitive.Content> & {
  kind: 'dialog' | 'sheet';
  showCloseButton: boolean;
}) {
  return (
    <DialogPrimitive.Portal data-slot={`${kind}-portal`}>
      <DialogPrimitive.Overlay data-slot={`${kind}-overlay`} className={modalOverlayClass} />
      <DialogPrimitive.Content data-slot={`${kind}-content`} {...props}>
        {children}
        {showCloseButton && (
          <DialogPrimitive.Close
            data-slot={`${kind}-close`}
            className="absolute right-1 top-1 grid size-11 place-items-center rounded-md opacity-70 outline-none transition-opacity hover:opacity-100 focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 disabled:pointer-events-none md:right-2 md:top-2 md:size-9 [&_svg]:size-4"
          >
            <X aria-hidden="true" />
            <span className="sr-only">Fechar</span>
          </DialogPrimitive.Close>
        )}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
