import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CartAnnouncer } from './cart-announcer';
import { createCartStore, useCart, type CartStore } from './cart-store';
import { MobileCart } from './mobile-cart';
import { ADDED_MS, useCartAdded } from './use-cart-added';

let store: CartStore;
// The sheet's code loads on demand; load it up front so the test measures the component, not the transform.
beforeAll(async () => {
  await import('./cart-sheet');
});
beforeEach(() => {
  localStorage.clear();
  store = createCartStore(localStorage);
});

function Bar({ closedLine }: { closedLine?: string }) {
  const { lines } = useCart(store);
  const added = useCartAdded(lines);
  return (
    <>
      <MobileCart
        closedLine={closedLine}
        lines={lines}
        deliveryFee={5}
        minimumOrder={20}
        actions={store}
        onCheckout={() => {}}
        added={added}
      />
      <CartAnnouncer text={added.text} />
    </>
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

  it('while the shop is paused, the bar and the sheet say so, and that nothing is sent by itself', async () => {
    store.add({ id: 'p2', name: 'Refrigerante Lata', price: 6.5 });
    render(<Bar closedLine="Pausado · voltamos hoje às 15:20" />);
    const bar = screen.getByRole('button', { name: /^Ver carrinho, 1 item/ });
    expect(bar.textContent).toContain('Pausado · voltamos hoje às 15:20');
    expect(bar.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(bar.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Pausado · voltamos hoje às 15:20',
    );
    fireEvent.click(bar);
    const sheet = await screen.findByRole('dialog', { name: 'Seu pedido' });
    const notice = within(sheet).getByText('Pausado · voltamos hoje às 15:20').closest('p')!;
    expect(notice.textContent).toContain('A loja não recebe pedidos agora.');
    expect(notice.textContent).toContain('envie o pedido quando ela abrir');
  });

  describe('after an add', () => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());

    it('the bar says "Item adicionado" for a moment, pops its count and total, and tells screen readers', () => {
      const soda = { id: 'p2', name: 'Refrigerante Lata', price: 6.5 };
      render(<Bar />);
      const status = screen.getByRole('status');
      expect(status.textContent).toBe('');
      act(() => store.add(soda));
      const bar = screen.getByRole('button', { name: /^Ver carrinho, 1 item/ });
      expect(bar.textContent).toContain('Item adicionado');
      expect(bar.querySelectorAll('.storefront-cart-bump')).toHaveLength(2);
      expect(status.textContent!.replace(/\s/g, ' ')).toBe(
        'Item adicionado ao carrinho: Refrigerante Lata. Carrinho: 1 item, R$ 6,50.',
      );
      // Rapid adds replay the pop and update the one message; nothing stacks.
      const count = bar.querySelector('.storefront-cart-bump');
      act(() => store.add(soda));
      expect(bar.querySelector('.storefront-cart-bump')).not.toBe(count);
      expect(screen.getAllByRole('status')).toHaveLength(1);
      expect(status.textContent).toContain('2 itens');
      act(() => vi.advanceTimersByTime(ADDED_MS));
      expect(bar.textContent).toContain('Ver carrinho');
      expect(bar.textContent).not.toContain('Item adicionado');
    });
  });
});
