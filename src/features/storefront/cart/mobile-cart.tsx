import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { CartBarContent, CartBarFrame, cartBarButtonClass } from './cart-bar';
import { cartCount, cartSubtotal } from './cart-math';
import type { CartPanelProps } from './cart-panel';
import { cartBarLabel } from './items-label';
import type { CartAdded } from './use-cart-added';

const loadCartSheet = () => import('./cart-sheet');
const CartSheet = lazy(() => loadCartSheet().then((module) => ({ default: module.CartSheet })));

/** On phones: a bar with the count and subtotal that opens the cart as a bottom sheet. */
export function MobileCart({ added, ...props }: CartPanelProps & { added?: CartAdded }) {
  const [open, setOpen] = useState(false);
  // Once opened the sheet stays mounted, so closing can play its exit animation.
  const [opened, setOpened] = useState(false);
  const closedLineId = useId();
  const count = cartCount(props.lines);
  const hasItems = count > 0;

  useEffect(() => {
    // Fetch the sheet's code while the phone is idle, so the first tap opens it at once.
    if (!hasItems) return;
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1500));
    idle(() => void loadCartSheet());
  }, [hasItems]);

  const subtotal = cartSubtotal(props.lines);
  return (
    <>
      {hasItems && (
        <CartBarFrame visibleOn="mobile">
          <button
            type="button"
            className={cartBarButtonClass}
            aria-haspopup="dialog"
            aria-expanded={open}
            aria-label={cartBarLabel('Ver carrinho', count, subtotal)}
            aria-describedby={props.closedLine ? closedLineId : undefined}
            onClick={() => {
              setOpened(true);
              setOpen(true);
            }}
          >
            <CartBarContent
              label="Ver carrinho"
              count={count}
              subtotal={subtotal}
              added={added}
              closedLine={props.closedLine}
              closedLineId={closedLineId}
            />
          </button>
        </CartBarFrame>
      )}
      {opened && (
        <Suspense fallback={null}>
          <CartSheet
            {...props}
            // Editing a line opens its product sheet: the cart gives it the screen.
            onEdit={
              props.onEdit &&
              ((line) => {
                setOpen(false);
                props.onEdit?.(line);
              })
            }
            open={open}
            onOpenChange={setOpen}
          />
        </Suspense>
      )}
    </>
  );
}
