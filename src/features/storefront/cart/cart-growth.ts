import { formatBRL } from '@/domain/format';
import { cartCount, cartSubtotal, type CartLine } from './cart-math';
import { itemsLabel } from './items-label';

function countsById(lines: readonly CartLine[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const line of lines) counts.set(line.id, (counts.get(line.id) ?? 0) + line.quantity);
  return counts;
}

/**
 * What the cart gained between two snapshots, in words for a screen reader ("Item adicionado ao
 * carrinho: Pizza Margherita. Carrinho: 3 itens, R$ 59,90."), or null when nothing was added.
 * Counted per product, so editing a line's choices is not an add.
 */
export function addedText(before: readonly CartLine[], after: readonly CartLine[]): string | null {
  const was = countsById(before);
  const grown = [...countsById(after)].flatMap(([id, quantity]) => {
    const more = quantity - (was.get(id) ?? 0);
    const line = after.find((l) => l.id === id)!;
    return more > 0 ? [{ name: line.name, more }] : [];
  });
  if (grown.length === 0) return null;
  const [only] = grown;
  const what =
    grown.length > 1
      ? 'Itens adicionados ao carrinho.'
      : `Item adicionado ao carrinho: ${only!.more > 1 ? `${only!.more}x ` : ''}${only!.name}.`;
  return `${what} Carrinho: ${itemsLabel(cartCount(after))}, ${formatBRL(cartSubtotal(after))}.`;
}
