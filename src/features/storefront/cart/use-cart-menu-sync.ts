import { useEffect } from 'react';
import { toast } from '@/lib/toast';
import { useMenuOptions } from '@/data/options/get-menu-options';
import type { MenuProduct } from '@/data/products/schema';
import { useCart, type CartProduct, type CartStore } from './cart-store';
import { lineChecker } from './line-check';

/**
 * Keeps the cart in step with the menu each time the menu or its complementos load or change: names
 * and prices follow it, what is no longer sold leaves the cart with a word to the customer, and a
 * line whose choices can no longer be ordered (an option esgotado or gone) is flagged, never dropped.
 */
export function useCartMenuSync(
  products: readonly (CartProduct & Pick<MenuProduct, 'has_options'>)[] | undefined,
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
    const { removed, flagged } = store.syncWithMenu({
      products,
      ...(options ? { checkLine: lineChecker(options) } : {}),
    });
    for (const name of removed) {
      toast.warning(`"${name}" não está mais disponível e saiu do carrinho.`);
    }
    for (const { name, problem } of flagged) {
      toast.warning(`"${name}" precisa de ajuste`, {
        description: `${problem} Edite o item no carrinho.`,
      });
    }
  }, [products, options, store]);
}
