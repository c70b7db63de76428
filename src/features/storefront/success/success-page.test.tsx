import { screen, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it } from 'vitest';
import { hasValidPixCrc, parsePixPayload } from '@/domain/pix';
import { DEFAULT_STORE_SETTINGS, type StoreSettings } from '@/data/settings/get-store-settings';
import { settingsKeys } from '@/data/settings/keys';
import { CART_KEY, createCartStore } from '../cart/cart-store';
import { SuccessPage } from './success-page';
import type { SuccessState } from './success-state';
import { renderApp } from '@/test/render-app';

const PIX: StoreSettings['pix'] = {
  key: '+5511987654321',
  merchantName: 'Delivery Rápido',
  merchantCity: 'São Paulo',
};

function renderAt(state?: unknown, settings: Partial<StoreSettings> = {}) {
  const store = createCartStore(localStorage);
  // The settings are already in the cache, as checkout left them: nothing goes to the network.
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  queryClient.setQueryData(settingsKeys.store(), { ...DEFAULT_STORE_SETTINGS, ...settings });
  renderApp(<SuccessPage cartStore={store} />, {
    queryClient,
    path: { pathname: '/client/success', state },
  });
  return store;
}

const order = { id: 'abc-123', orderNumber: '1042', total: 94.82 };
const WA = 'https://wa.me/5511999999999?text=oi';

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
    expect(screen.queryByRole('link', { name: /WhatsApp/ })).toBeNull();
  });

  it('shows the order number and total from checkout, with a link to follow the order', () => {
    const state: SuccessState = { order };
    renderAt(state);
    expect(screen.getByText(/foi recebido/).textContent).toContain('#1042');
    expect(screen.getByText('R$ 94,82')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Acompanhar pedido' }).getAttribute('href')).toBe(
      '/client/pedido/abc-123',
    );
    expect(screen.queryByRole('link', { name: /WhatsApp/ })).toBeNull();
  });

  it('lets a customer who backed out of WhatsApp send the message again', () => {
    renderAt({ order, whatsAppUrl: WA, whatsAppBlocked: false });
    const link = screen.getByRole('link', { name: 'Enviar pelo WhatsApp novamente' });
    expect(link.getAttribute('href')).toBe(WA);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(screen.queryByText(/Seu navegador não abriu o WhatsApp/)).toBeNull();
  });

  it('offers the WhatsApp link prominently when the browser blocked the window', () => {
    renderAt({ order, whatsAppUrl: WA, whatsAppBlocked: true });
    expect(screen.getByText(/Seu navegador não abriu o WhatsApp/)).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Enviar pedido pelo WhatsApp' });
    expect(link.getAttribute('href')).toBe(WA);
    expect(screen.queryByRole('link', { name: 'Enviar pelo WhatsApp novamente' })).toBeNull();
  });

  it('ignores navigation state of another shape and links that are not wa.me', () => {
    renderAt({ order: { id: 1 }, whatsAppUrl: 'javascript:alert(1)' });
    expect(screen.queryByRole('link', { name: 'Acompanhar pedido' })).toBeNull();
    renderAt({
      order: { id: 'x', orderNumber: '7', total: 1 },
      whatsAppUrl: 'javascript:alert(1)',
    });
    expect(screen.queryByRole('link', { name: /WhatsApp/ })).toBeNull();
  });

  it("shows a Pix order's code for its total and number when the shop has a key", () => {
    renderAt({ order: { ...order, paymentMethod: 'pix' } }, { pix: PIX });
    const pix = screen.getByRole('region', { name: 'Pague com Pix' });
    const code = (
      within(pix).getByRole('textbox', { name: 'Pix copia e cola' }) as HTMLTextAreaElement
    ).value;
    const fields = parsePixPayload(code);
    expect(fields['54']).toBe('94.82');
    expect(fields['62.05']).toBe('1042');
    expect(fields['26.01']).toBe('+5511987654321');
    expect(hasValidPixCrc(code)).toBe(true);
    expect(within(pix).getByText('R$ 94,82')).toBeTruthy();
  });

  it('shows nothing of Pix without a key, or when the order is paid otherwise', () => {
    renderAt({ order: { ...order, paymentMethod: 'pix' } }, { pix: null });
    expect(screen.queryByRole('region', { name: 'Pague com Pix' })).toBeNull();
    expect(screen.queryByText(/Pix/)).toBeNull();
    renderAt({ order: { ...order, paymentMethod: 'cash' } }, { pix: PIX });
    expect(screen.queryByRole('region', { name: 'Pague com Pix' })).toBeNull();
  });
});
