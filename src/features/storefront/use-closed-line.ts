import type { ShopStatus } from '@/data/shop-status/schema';
import { closedText, statusLine } from '@/domain/shop-status';
import { useNow } from '@/lib/use-now';

/**
 * What really happens while the shop takes no orders: the server refuses them, nothing is sent
 * later by itself; the cart waits in this browser.
 */
export const CLOSED_NOTE =
  'A loja não recebe pedidos agora. Seu carrinho fica guardado: envie o pedido quando ela abrir.';

/**
 * "Pausado · voltamos hoje às 15:20" while the shop takes no orders, null while it is open: the
 * words the banner, the cart and the checkout share, kept current by the clock.
 */
export function useClosedLine(
  status: ShopStatus | undefined,
  updatedAt: number,
  timezone: string | undefined,
): string | null {
  const now = Math.max(useNow(15_000), updatedAt);
  const text = status ? closedText(status, now, timezone ?? 'America/Sao_Paulo') : null;
  return text ? statusLine(text) : null;
}
