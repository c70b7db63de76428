import { useCallback, useState } from 'react';
import type { MenuProduct } from '@/data/products/schema';
import type { CartLine } from '../cart/cart-math';

export const loadProductSheet = () => import('./product-sheet');

/** Fetches the sheet's code ahead of the first tap (call when the phone is idle). */
export function preloadProductSheet() {
  void loadProductSheet();
}

export interface SheetTarget {
  product: MenuProduct;
  /** A cart line being edited. */
  line?: CartLine;
}

/** Which product the sheet shows; it stays mounted once closed, so closing can animate. */
export function useProductSheet() {
  const [target, setTarget] = useState<(SheetTarget & { seq: number }) | null>(null);
  const [open, setOpen] = useState(false);
  const show = useCallback((next: SheetTarget) => {
    // Each opening starts afresh, even on the product shown last.
    setTarget((current) => ({ ...next, seq: (current?.seq ?? 0) + 1 }));
    setOpen(true);
  }, []);
  return { target, open, setOpen, show };
}
