import { useMemo } from 'react';
import type { CartLine } from './cart-math';

/** Quantity in the cart by product id, for the product cards. */
export function useCartQuantities(lines: readonly CartLine[]): ReadonlyMap<string, number> {
  return useMemo(() => new Map(lines.map((line) => [line.id, line.quantity])), [lines]);
}
