import type { SoldOutItem } from '@/data/orders/place-order';
import type { CartLine } from '../cart/cart-math';

/** place_order's out_of_stock refusal: its sentence ("Calabresa esgotou.") and what ran out. */
export interface SoldOutRefusal {
  message: string;
  items: SoldOutItem[];
}

/** The cart lines holding something that ran out (the product itself or one of its choices). */
export function soldOutLines<T extends Pick<CartLine, 'id' | 'options'>>(
  lines: readonly T[],
  items: readonly SoldOutItem[],
): T[] {
  const products = new Set(items.filter((i) => i.kind === 'product').map((i) => i.id));
  const options = new Set(items.filter((i) => i.kind === 'option').map((i) => i.id));
  return lines.filter(
    (line) => products.has(line.id) || (line.options ?? []).some((o) => options.has(o.id)),
  );
}
