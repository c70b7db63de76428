import { formatAmount } from '@/domain/format';
import { minimumShortfall, type CartLine } from './cart-math';

export const CHECKOUT_PATH = '/client/checkout';

export interface CheckoutBlock {
  title: string;
  description: string;
}

export const REVIEW_CART_BLOCK: CheckoutBlock = {
  title: 'Revise seu carrinho',
  description: 'Um item do carrinho precisa de ajuste antes de finalizar o pedido.',
};

export const EMPTY_CART_BLOCK: CheckoutBlock = {
  title: 'Carrinho vazio',
  description: 'Adicione itens ao carrinho antes de finalizar o pedido.',
};

/** Lines whose product left the menu: they block the order until removed (never sent, never dropped). */
export function unavailableBlock(lines: readonly CartLine[]): CheckoutBlock | null {
  const names = lines.filter((line) => line.unavailable).map((line) => `"${line.name}"`);
  if (names.length === 0) return null;
  return names.length === 1
    ? {
        title: 'Item indisponível',
        description: `${names[0]} não está mais disponível. Remova o item do carrinho para finalizar o pedido.`,
      }
    : {
        title: 'Itens indisponíveis',
        description: `${names.join(', ')} não estão mais disponíveis. Remova os itens do carrinho para finalizar o pedido.`,
      };
}

/**
 * What keeps a customer on the menu instead of going to checkout, in the pt-BR toast, or
 * null when nothing does. The minimum counts the items only, never the delivery fee.
 */
export function checkoutBlock(
  lines: readonly CartLine[],
  minimumOrder: number,
): CheckoutBlock | null {
  if (lines.length === 0) return EMPTY_CART_BLOCK;
  const unavailable = unavailableBlock(lines);
  if (unavailable) return unavailable;
  if (lines.some((line) => line.problem)) return REVIEW_CART_BLOCK;
  if (minimumShortfall(lines, minimumOrder) > 0) {
    return {
      title: 'Pedido mínimo não atingido',
      description: `O valor mínimo para pedidos é R$ ${formatAmount(minimumOrder)}`,
    };
  }
  return null;
}
