import { useEffect } from 'react';
import { toast } from '@/lib/toast';
import type { CartProduct, CartStore } from './cart-store';

/**
 * Keeps the cart in step with the menu each time the menu loads or changes: prices and names follow
 * it, and what is no longer sold leaves the cart with a word to the customer.
 */
export function useCartMenuSync(products: readonly CartProduct[] | undefined, store: CartStore) {
  useEffect(() => {
    if (!products) return;
    for (const name of store.syncWithMenu(products)) {
      toast.warning(`"${name}" não está mais disponível e saiu do carrinho.`);
    }
  }, [products, store]);
}
