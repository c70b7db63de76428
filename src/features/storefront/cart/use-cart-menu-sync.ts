import { useEffect } from 'react';
import { toast } from '@/lib/toast';
import { useMenuOptions } from '@/data/options/get-menu-options';
import type { MenuProduct } from '@/data/products/schema';
import { useCart, type CartProduct, type CartStore } from './cart-store';
import { lineChecker } from './line-check';

/** One toast for whatever just became unavailable (the checkout's refusal reuses its id). */
export const UNAVAILABLE_TOAST_ID = 'cart-unavailable';

function showUnavailable(names: readonly string[]) {
  const quoted = names.map((name) => `"${name}"`).join(', ');
  toast.warning(
    names.length === 1 ? `${quoted} ficou indisponível` : `${quoted} ficaram indisponíveis`,
    {
      id: UNAVAILABLE_TOAST_ID,
      description:
        names.length === 1
          ? 'Continua no carrinho, marcado. Remova o item para finalizar o pedido.'
          : 'Continuam no carrinho, marcados. Remova os itens para finalizar o pedido.',
    },
  );
}

/**
 * Keeps the cart in step with the menu each time the menu or its complementos load or change: names
 * and prices follow it; a line whose product is no longer sold is marked Indisponível and one whose
 * choices can no longer be ordered (an option esgotado or gone) is flagged, each with a word to the
 * customer and never dropped: only the customer removes a line.
 */
export function useCartMenuSync(
  products: readonly (CartProduct & Pick<MenuProduct, 'has_options' | 'sold_out'>)[] | undefined,
  store: CartStore,
) {
  const { lines } = useCart(store);
  const needsOptions = lines.some(
    (line) =>
      Boolean(line.options?.length) || products?.some((p) => p.id === line.id && p.has_options),
  );
  const { data: options } = useMenuOptions(needsOptions);

  useEffect(() => {
    if (!products) return;
    const { unavailable, flagged } = store.syncWithMenu({
      // A product sold out now is not on sale: its line is marked like one that left the menu.
      products: products.filter((product) => !product.sold_out),
      soldOut: products.filter((product) => product.sold_out).map((product) => product.id),
      ...(options ? { checkLine: lineChecker(options) } : {}),
    });
    if (unavailable.length > 0) showUnavailable(unavailable);
    for (const { name, problem } of flagged) {
      toast.warning(`"${name}" precisa de ajuste`, {
        description: `${problem} Edite o item no carrinho.`,
      });
    }
  }, [products, options, store]);
}
