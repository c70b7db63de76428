import { lazy, Suspense } from 'react';
import type { CartLine } from '../cart/cart-math';
import type { CartItem } from '../cart/cart-store';
import { loadProductSheet, type useProductSheet } from './use-product-sheet';

const ProductSheet = lazy(() =>
  loadProductSheet().then((module) => ({ default: module.ProductSheet })),
);

interface ProductSheetHostProps {
  sheet: ReturnType<typeof useProductSheet>;
  /** A new item, or the edited line's replacement. */
  onSubmit: (item: CartItem, quantity: number, replacing?: CartLine) => void;
}

export function ProductSheetHost({ sheet, onSubmit }: ProductSheetHostProps) {
  const { target } = sheet;
  if (!target) return null;
  return (
    <Suspense fallback={null}>
      <ProductSheet
        key={target.seq}
        product={target.product}
        line={target.line}
        open={sheet.open}
        onOpenChange={sheet.setOpen}
        onSubmit={(item, quantity) => {
          onSubmit(item, quantity, target.line);
          sheet.setOpen(false);
        }}
      />
    </Suspense>
  );
}
