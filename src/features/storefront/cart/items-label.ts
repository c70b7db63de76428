import { formatBRL } from '@/domain/format';

/** "1 item", "3 itens". */
export function itemsLabel(count: number): string {
  return count === 1 ? '1 item' : `${count} itens`;
}

/** The cart bar's accessible name: "Ver carrinho, 3 itens, R$ 19,50". */
export function cartBarLabel(label: string, count: number, subtotal: number): string {
  return `${label}, ${itemsLabel(count)}, ${formatBRL(subtotal)}`;
}
