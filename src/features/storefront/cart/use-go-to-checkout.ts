import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from '@/lib/toast';
import type { CartLine } from './cart-math';
import { CHECKOUT_PATH, checkoutBlock, type CheckoutBlock } from './checkout-guard';

export function showCheckoutBlock(block: CheckoutBlock) {
  // One id: tapping again replaces the toast instead of stacking copies.
  toast.warning(block.title, { id: 'checkout-block', description: block.description });
}

/** 'Finalizar Pedido' on the menu: checkout, or a toast saying why not yet. */
export function useGoToCheckout(lines: readonly CartLine[], minimumOrder: number) {
  const navigate = useNavigate();
  return useCallback(() => {
    const block = checkoutBlock(lines, minimumOrder);
    if (block) showCheckoutBlock(block);
    else navigate(CHECKOUT_PATH);
  }, [lines, minimumOrder, navigate]);
}
