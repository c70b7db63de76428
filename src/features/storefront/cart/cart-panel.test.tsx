import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { Toaster } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CartPanel } from './cart-panel';
import { createCartStore, useCart, type CartStore } from './cart-store';
import { checkoutBlock } from './checkout-guard';
import { useGoToCheckout } from './use-go-to-checkout';
import { renderApp } from '@/test/render-app';

const pizza = { id: 'p1', name: 'Pizza Margherita', price: 49.9 };
const soda = { id: 'p2', name: 'Refrigerante Lata', price: 6.5 };

function Panel({
  store,
  deliveryFee = 5,
  minimumOrder = 20,
  onCheckout = () => {},
}: {
  store: CartStore;
  deliveryFee?: number;
  minimumOrder?: number;
  onCheckout?: () => void;
}) {
  const { lines } = useCart(store);
  return (
    <CartPanel
      lines={lines}
      deliveryFee={deliveryFee}
      minimumOrder={minimumOrder}
      actions={store}
      onCheckout={onCheckout}
    />
  );
}

/** Text as a reader gets it: Intl puts a no-break space after "R$". */
const text = (element: Element) => element.textContent!.replace(/\s+/g, ' ');
const finalize = () => screen.getByRole('button', { name: 'Finalizar Pedido' });
const isBlocked = () => finalize().getAttribute('aria-disabled') === 'true';

let store: CartStore;
beforeEach(() => {
  localStorage.clear();
  store = createCartStore(localStorage);
});

describe('CartPanel', () => {
  it('shows the empty cart, and Finalizar Pedido disabled', () => {
    render(<Panel store={store} />);
    expect(screen.getByText('Seu carrinho está vazio')).toBeTruthy();
    expect(screen.queryByText('Subtotal')).toBeNull();
    expect(isBlocked()).toBe(true);
  });

  it('lists subtotal, the delivery fee and the total', () => {
    store.add(pizza);
    store.add(soda);
    render(<Panel store={store} deliveryFee={5} />);
    const row = (label: string) =>
      text(screen.getByText(label, { selector: 'dt' }).nextElementSibling!);
    expect(row('Subtotal')).toBe('R$ 56,40');
    expect(row('Taxa de entrega')).toBe('R$ 5,00');
    expect(row('Total')).toBe('R$ 61,40');
  });

  it('leaves the delivery fee line out when the fee is 0', () => {
    store.add(pizza);
    render(<Panel store={store} deliveryFee={0} />);
    expect(screen.queryByText('Taxa de entrega')).toBeNull();
    expect(text(screen.getByText('Total', { selector: 'dt' }).nextElementSibling!)).toBe(
      'R$ 49,90',
    );
  });

  it('warns with the shortfall below the minimum order and keeps Finalizar Pedido disabled until it is reached', () => {
    store.add(soda);
    store.add(soda);
    render(<Panel store={store} minimumOrder={20} />);
    expect(text(screen.getByRole('status'))).toBe('Pedido mínimo: R$ 20,00. Faltam R$ 7,00.');
    expect(isBlocked()).toBe(true);
    act(() => store.add(pizza));
    expect(screen.queryByText(/Faltam/)).toBeNull();
    expect(isBlocked()).toBe(false);
  });

  it('raises, lowers and removes lines with buttons naming the product', () => {
    store.add(soda);
    render(<Panel store={store} />);
    const quantity = () =>
      within(screen.getByRole('group', { name: 'Quantidade de Refrigerante Lata' })).getByText(
        /\d+/,
      ).textContent;
    fireEvent.click(
      screen.getByRole('button', { name: 'Aumentar quantidade de Refrigerante Lata' }),
    );
    fireEvent.click(
      screen.getByRole('button', { name: 'Aumentar quantidade de Refrigerante Lata' }),
    );
    expect(quantity()).toBe('3');
    // The line total follows, and so does the subtotal.
    expect(screen.getAllByText('R$ 19,50')).toHaveLength(2);
    fireEvent.click(
      screen.getByRole('button', { name: 'Diminuir quantidade de Refrigerante Lata' }),
    );
    expect(quantity()).toBe('2');
    fireEvent.click(screen.getByRole('button', { name: 'Remover Refrigerante Lata' }));
    expect(screen.getByText('Seu carrinho está vazio')).toBeTruthy();
    expect(store.getSnapshot()).toEqual([]);
  });

  it('keeps a line whose product left the menu, marked Indisponível with Remover, and blocks checkout until it goes', () => {
    store.add(pizza);
    store.add(soda, 2);
    store.syncWithMenu({ products: [pizza] });
    render(<Panel store={store} minimumOrder={0} />);
    const line = screen.getByText('Refrigerante Lata').closest('li')!;
    expect(within(line).getByText('Indisponível')).toBeTruthy();
    expect(within(line).getByText(/Saiu do cardápio/)).toBeTruthy();
    // Nothing more of it can be added; it can only go.
    expect(within(line).queryByRole('button', { name: /quantidade/ })).toBeNull();
    expect(isBlocked()).toBe(true);
    fireEvent.click(within(line).getByRole('button', { name: 'Remover Refrigerante Lata' }));
    expect(screen.queryByText('Refrigerante Lata')).toBeNull();
    expect(isBlocked()).toBe(false);
  });

  it('still reports a tap on the disabled button, so the page can say why', () => {
    const onCheckout = vi.fn();
    render(<Panel store={store} onCheckout={onCheckout} />);
    fireEvent.click(finalize());
    expect(onCheckout).toHaveBeenCalledTimes(1);
  });
});

describe('going to checkout from the menu', () => {
  it('names the reason in pt-BR', () => {
    expect(checkoutBlock([], 20)).toEqual({
      title: 'Carrinho vazio',
      description: 'Adicione itens ao carrinho antes de finalizar o pedido.',
    });
    expect(checkoutBlock([{ ...soda, quantity: 1 }], 1234.5)).toEqual({
      title: 'Pedido mínimo não atingido',
      description: 'O valor mínimo para pedidos é R$ 1.234,50',
    });
    // The fee never counts towards the minimum; reaching it exactly is enough.
    expect(checkoutBlock([{ ...soda, quantity: 2 }], 13)).toBeNull();
  });

  function MenuWithCart() {
    const { lines } = useCart(store);
    const goToCheckout = useGoToCheckout(lines, 20);
    return (
      <CartPanel
        lines={lines}
        deliveryFee={5}
        minimumOrder={20}
        actions={store}
        onCheckout={goToCheckout}
      />
    );
  }

  function renderMenu() {
    renderApp(
      <>
        <Toaster />
        <Routes>
          <Route path="/client" element={<MenuWithCart />} />
          <Route path="/client/checkout" element={<h1>Checkout</h1>} />
        </Routes>
      </>,
      { path: '/client' },
    );
  }

  it('toasts "Carrinho vazio" for an empty cart and stays', async () => {
    renderMenu();
    fireEvent.click(finalize());
    expect(await screen.findByText('Carrinho vazio')).toBeTruthy();
    expect(
      screen.getByText('Adicione itens ao carrinho antes de finalizar o pedido.'),
    ).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Checkout' })).toBeNull();
  });

  it('toasts "Pedido mínimo não atingido" below the minimum and stays', async () => {
    store.add(soda);
    renderMenu();
    fireEvent.click(finalize());
    expect(await screen.findByText('Pedido mínimo não atingido')).toBeTruthy();
    expect(screen.getByText('O valor mínimo para pedidos é R$ 20,00')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Checkout' })).toBeNull();
  });

  it('opens /client/checkout once the minimum is reached', () => {
    store.add(pizza);
    renderMenu();
    fireEvent.click(finalize());
    expect(screen.getByRole('heading', { name: 'Checkout' })).toBeTruthy();
  });
});
