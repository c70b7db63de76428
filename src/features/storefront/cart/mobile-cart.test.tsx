import { fireEvent, render, screen, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createCartStore, useCart, type CartStore } from './cart-store';
import { MobileCart } from './mobile-cart';

let store: CartStore;
// The sheet's code loads on demand; load it up front so the test measures the component, not the transform.
beforeAll(async () => {
  await import('./cart-sheet');
});
beforeEach(() => {
  localStorage.clear();
  store = createCartStore(localStorage);
});

function Bar() {
  const { lines } = useCart(store);
  return (
    <MobileCart
      lines={lines}
      deliveryFee={5}
      minimumOrder={20}
      actions={store}
      onCheckout={() => {}}
    />
  );
}

describe('MobileCart', () => {
  it('shows no bar while the cart is empty', () => {
    render(<Bar />);
    expect(screen.queryByRole('button', { name: /Ver carrinho/ })).toBeNull();
  });

  it('shows the count and subtotal, and opens the cart as a sheet', async () => {
    store.add({ id: 'p2', name: 'Refrigerante Lata', price: 6.5 });
    store.add({ id: 'p2', name: 'Refrigerante Lata', price: 6.5 });
    render(<Bar />);
    const bar = screen.getByRole('button', { name: /^Ver carrinho, 2 itens, R\$\s13,00$/ });
    fireEvent.click(bar);
    const sheet = await screen.findByRole('dialog', { name: 'Seu pedido' });
    expect(within(sheet).getByRole('button', { name: 'Remover Refrigerante Lata' })).toBeTruthy();
    expect(
      within(sheet)
        .getByText(/Faltam/)
        .textContent!.replace(/\s+/g, ' '),
    ).toBe('Pedido mínimo: R$ 20,00. Faltam R$ 7,00.');
  });
});
