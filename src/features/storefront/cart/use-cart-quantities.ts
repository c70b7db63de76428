import { useMemo } from 'react';
import type { CartLine } from './cart-math';

/** Quantity in the cart by product id (all its lines, whatever their choices), for the product cards. */
export function useCartQuantities(lines: readonly CartLine[]): ReadonlyMap<string, number> {
  return useMemo(() => {
    const quantities = new Map<string, number>();
    for (const line of lines)
      quantities.set(line.id, (quantities.get(line.id) ?? 0) + line.quantity);
    return quantities;
  }, [lines]);
}
