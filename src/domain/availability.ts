// Esgotado and stock (docs/ordering-rules.md, "Esgotado e estoque"). The server decides: place_order
// refuses what is sold out, and the menu reads its `sold_out` computed field. These mirror its rule
// for the moments between two reads: a realtime row patched into the cache, a "back tomorrow" that
// comes back while the menu is open.

export interface StockState {
  unavailable_until?: string | null;
  stock_quantity?: number | null;
  allow_oversell?: boolean;
}

/** Sold out at `now` by its own state (a product's required groups are the server's to judge). */
export function soldOutAt(item: StockState, now: Date): boolean {
  const until = item.unavailable_until;
  if (until && (until === 'infinity' || Date.parse(until) > now.getTime())) return true;
  const stock = item.stock_quantity;
  return stock !== null && stock !== undefined && stock <= 0 && !item.allow_oversell;
}

/** When the next "até amanhã" among these comes back by itself (null: none pending). */
export function nextReturn(items: readonly StockState[], now: Date): Date | null {
  let next: number | null = null;
  for (const item of items) {
    const until = item.unavailable_until;
    if (!until || until === 'infinity') continue;
    const at = Date.parse(until);
    if (at > now.getTime() && (next === null || at < next)) next = at;
  }
  return next === null ? null : new Date(next);
}

/** How an item's sold-out mark reads to staff ("Esgotado até amanhã", "Indisponível"…). */
export type SoldOutKind = 'available' | 'until' | 'manual' | 'no_stock';

export function soldOutKind(item: StockState, now: Date): SoldOutKind {
  const until = item.unavailable_until;
  if (until === 'infinity') return 'manual';
  if (until && Date.parse(until) > now.getTime()) return 'until';
  return soldOutAt(item, now) ? 'no_stock' : 'available';
}
