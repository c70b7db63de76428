import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { CART_KEY, createCartStore } from '../cart/cart-store';
import { SuccessPage } from './success-page';
import type { SuccessState } from './success-state';

function renderAt(state?: unknown) {
  const store = createCartStore(localStorage);
  render(
    <MemoryRouter initialEntries={[{ pathname: '/client/success', state }]}>
      <SuccessPage cartStore={store} />
    </MemoryRouter>,
  );
  return store;
}

describe('success page', () => {
  beforeEach(() => {
    localStorage.clear();
    localStorage.setItem(
      CART_KEY,
      JSON.stringify([{ id: 'p1', name: 'Pizza', price: 49.9, quantity: 2 }]),
    );
  });

  it('clears the stored cart on entry and offers two ways back to the menu', () => {
    const store = renderAt();
    expect(store.getSnapshot()).toEqual([]);
    expect(localStorage.getItem(CART_KEY)).toBeNull();
    expect(screen.getByRole('heading', { name: 'Pedido Recebido!' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Voltar ao Cardápio' }).getAttribute('href')).toBe(
      '/client',
    );
    expect(screen.getByRole('link', { name: 'Fazer Novo Pedido' }).getAttribute('href')).toBe(
      '/client',
    );
    // Without navigation state (a reload): no number, no tracking link, no WhatsApp button.
    expect(screen.queryByText(/#\d/)).toBeNull();
    expect(screen.queryByRole('link', { name: 'Acompanhar pedido' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Enviar pedido pelo WhatsApp' })).toBeNull();
  });

  it('shows the order number and total from checkout, with a link to follow the order', () => {
    const state: SuccessState = { order: { id: 'abc-123', orderNumber: '1042', total: 94.82 } };
    renderAt(state);
    expect(screen.getByText(/foi recebido/).textContent).toContain('#1042');
    expect(screen.getByText('R$ 94,82')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Acompanhar pedido' }).getAttribute('href')).toBe(
      '/client/pedido/abc-123',
    );
    expect(screen.queryByRole('link', { name: 'Enviar pedido pelo WhatsApp' })).toBeNull();
  });

  it('offers the WhatsApp link when the browser blocked the window', () => {
    const url = 'https://wa.me/5511999999999?text=oi';
    renderAt({ order: { id: 'abc-123', orderNumber: '1042', total: 94.82 }, whatsAppUrl: url });
    const link = screen.getByRole('link', { name: 'Enviar pedido pelo WhatsApp' });
    expect(link.getAttribute('href')).toBe(url);
    expect(link.getAttribute('target')).toBe('_blank');
  });

  it('ignores navigation state of another shape and links that are not wa.me', () => {
    renderAt({ order: { id: 1 }, whatsAppUrl: 'javascript:alert(1)' });
    expect(screen.queryByRole('link', { name: 'Acompanhar pedido' })).toBeNull();
    renderAt({
      order: { id: 'x', orderNumber: '7', total: 1 },
      whatsAppUrl: 'javascript:alert(1)',
    });
    expect(screen.queryByRole('link', { name: 'Enviar pedido pelo WhatsApp' })).toBeNull();
  });
});
