import { BottomSheet, BottomSheetContent } from './bottom-sheet';
import { CartPanel, type CartPanelProps } from './cart-panel';

interface CartSheetProps extends CartPanelProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The cart as a bottom sheet on phones. Loaded on demand: the menu renders without the dialog code. */
export function CartSheet({ open, onOpenChange, ...panel }: CartSheetProps) {
  return (
    <BottomSheet open={open} onOpenChange={onOpenChange}>
      <BottomSheetContent title="Seu pedido">
        <CartPanel {...panel} className="min-h-0 flex-1" />
      </BottomSheetContent>
    </BottomSheet>
  );
}
