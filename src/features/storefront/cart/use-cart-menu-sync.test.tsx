import { render, screen } from '@testing-library/react';
import { Toaster } from 'sonner';
import { beforeEach, describe, expect, it } from 'vitest';
import { createCartStore, type CartProduct, type CartStore } from './cart-store';
import { useCartMenuSync } from './use-cart-menu-sync';

const pizza = { id: 'p1', name: 'Pizza Margherita', price: 49.9 };
const soda = { id: 'p2', name: 'Refrigerante Lata', price: 6.5 };

function Synced({ products, store }: { products: CartProduct[] | undefined; store: CartStore }) {
  useCartMenuSync(products, store);
  return <Toaster />;
}

let store: CartStore;
beforeEach(() => {
  localStorage.clear();
  store = createCartStore(localStorage);
  store.add(pizza);
  store.add(soda);
});

describe('useCartMenuSync', () => {
  it('leaves the cart alone until the menu has loaded', () => {
    render(<Synced products={undefined} store={store} />);
    expect(store.getSnapshot()).toHaveLength(2);
  });

  it('follows the menu prices and takes out, with a word, what is no longer sold', async () => {
    const { rerender } = render(<Synced products={[pizza, soda]} store={store} />);
    rerender(<Synced products={[{ ...pizza, price: 54.9 }]} store={store} />);
    expect(
      await screen.findByText('"Refrigerante Lata" não está mais disponível e saiu do carrinho.'),
    ).toBeTruthy();
    expect(store.getSnapshot()).toEqual([{ ...pizza, price: 54.9, quantity: 1 }]);
  });
});
