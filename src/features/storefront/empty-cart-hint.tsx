import { useEffect } from 'react';
import { EMPTY_CART_BLOCK } from './cart/checkout-guard';

const SHOWN_FOR_MS = 4000;

interface EmptyCartHintProps {
  /** Changes with each tap on the empty cart (0: never tapped), so a new tap shows it again. */
  tap: number;
  /** Not while the cart has items again (the timer still runs out and resets the tap). */
  visible: boolean;
  onHide: () => void;
}

/**
 * Under the header's cart, after a tap on it while the cart is empty: 'Carrinho vazio'
 * where the customer looks, instead of a toast over the header. The live region stays in place so
 * that screen readers announce the message when it appears.
 */
export function EmptyCartHint({ tap, visible, onHide }: EmptyCartHintProps) {
  useEffect(() => {
    if (!tap) return;
    const timer = window.setTimeout(onHide, SHOWN_FOR_MS);
    return () => window.clearTimeout(timer);
  }, [tap, onHide]);
  return (
    <div role="status" className="absolute right-0 top-full z-50 mt-2">
      {tap && visible ? (
        <div className="relative w-60 rounded-xl border bg-popover p-3 text-sm text-popover-foreground shadow-lg">
          <span
            aria-hidden="true"
            className="absolute -top-1.5 right-5 size-3 rotate-45 border-l border-t bg-popover"
          />
          <strong className="block font-semibold">{EMPTY_CART_BLOCK.title}</strong>
          <span className="block text-muted-foreground">{EMPTY_CART_BLOCK.description}</span>
        </div>
      ) : null}
    </div>
  );
}
