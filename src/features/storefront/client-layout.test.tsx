import { act, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { Route, Routes } from 'react-router-dom';
import { Toaster } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { THEME_STORAGE_KEY } from '@/lib/themes';
import { DEFAULT_STORE_SETTINGS } from '@/data/settings/get-store-settings';
import { settingsKeys } from '@/data/settings/keys';
import { ClientLayout } from './client-layout';
import { StoreHeader } from './store-header';
import { useStoreBranding } from './use-store-branding';
import { renderApp } from '@/test/render-app';

describe('ClientLayout', () => {
  afterEach(() => localStorage.clear());

  it("frames the page with the shop's name, theme, cart count and copyright, from the server's settings", () => {
    // The copyright's year is the clock's, not the year the page was written.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2027-03-01T12:00:00-03:00'));
    localStorage.setItem(
      'cart',
      JSON.stringify([{ id: 'p1', name: 'Pizza', price: 49.9, quantity: 2 }]),
    );
    // The settings are already in the cache, as if fetched: nothing goes to the network.
    const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
    queryClient.setQueryData(settingsKeys.store(), {
      ...DEFAULT_STORE_SETTINGS,
      companyName: 'Pastelaria da Vila',
      companyPhone: '(11) 3333-4444',
      theme: 'orange',
    });
    renderApp(
      <Routes>
        <Route element={<ClientLayout />}>
          <Route path="/client" element={<h1>Cardápio</h1>} />
        </Route>
      </Routes>,
      { queryClient, path: '/client' },
    );
    expect(screen.getByRole('heading', { name: 'Cardápio' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Pastelaria da Vila' }).getAttribute('href')).toBe(
      '/client',
    );
    expect(screen.getByRole('link', { name: 'Carrinho, 2 itens' }).getAttribute('href')).toBe(
      '/client/checkout',
    );
    expect(
      screen.getByText('© 2027 Pastelaria da Vila. Todos os direitos reservados.'),
    ).toBeTruthy();
    vi.useRealTimers();
    expect(screen.getByText('Contato: (11) 3333-4444')).toBeTruthy();
    expect(document.documentElement.dataset.theme).toBe('orange');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
  });
});

function renderHeader(props: Partial<Parameters<typeof StoreHeader>[0]> = {}) {
  return renderApp(
    <>
      <Routes>
        <Route
          path="/client"
          element={
            <StoreHeader companyName="Delivery Rápido" logoUrl={null} cartCount={0} {...props} />
          }
        />
        <Route path="/client/checkout" element={<h1>Checkout</h1>} />
      </Routes>
      <Toaster />
    </>,
    { path: '/client' },
  );
}

describe('StoreHeader', () => {
  it('links the shop name to the menu and the cart, with its count, to checkout', () => {
    renderHeader({ cartCount: 3 });
    expect(screen.getByRole('link', { name: 'Delivery Rápido' }).getAttribute('href')).toBe(
      '/client',
    );
    const cart = screen.getByRole('link', { name: 'Carrinho, 3 itens' });
    expect(cart.getAttribute('href')).toBe('/client/checkout');
    fireEvent.click(cart);
    expect(screen.getByRole('heading', { name: 'Checkout' })).toBeTruthy();
  });

  it('stays on the page when the cart is empty and says so under the cart, for a few seconds', () => {
    vi.useFakeTimers();
    try {
      renderHeader({ cartCount: 0 });
      const status = screen.getByRole('status');
      expect(status.textContent).toBe('');
      fireEvent.click(screen.getByRole('link', { name: 'Carrinho, 0 itens' }));
      expect(screen.queryByRole('heading', { name: 'Checkout' })).toBeNull();
      // In the header, next to the cart: not a toast over it.
      expect(status.textContent).toContain('Carrinho vazio');
      expect(status.closest('header')).toBeTruthy();
      expect(document.querySelector('[data-sonner-toast]')).toBeNull();
      act(() => vi.advanceTimersByTime(4000));
      expect(status.textContent).toBe('');
      fireEvent.click(screen.getByRole('link', { name: 'Carrinho, 0 itens' }));
      expect(status.textContent).toContain('Carrinho vazio');
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows the shop logo, and the icon when it fails to load', () => {
    renderHeader({ logoUrl: 'https://exemplo.com/logo.png' });
    const logo = screen.getByRole('link', { name: 'Delivery Rápido' }).querySelector('img')!;
    expect(logo.getAttribute('src')).toBe('https://exemplo.com/logo.png');
    fireEvent.error(logo);
    expect(screen.getByRole('link', { name: 'Delivery Rápido' }).querySelector('img')).toBeNull();
  });
});

function Branded({ theme, name }: { theme: string | undefined; name?: string }) {
  useStoreBranding(theme, name);
  return null;
}

describe('useStoreBranding', () => {
  afterEach(() => localStorage.clear());

  it("paints the shop's theme without storing it, and gives the device its own theme back on leaving", () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'blue');
    const root = document.documentElement;
    const { rerender, unmount } = render(<Branded theme={undefined} />);
    expect(root.dataset.theme).not.toBe('green');
    rerender(<Branded theme="green" name="Delivery Rápido" />);
    expect(root.dataset.theme).toBe('green');
    expect(document.title).toBe('Delivery Rápido · Cardápio');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('blue');
    act(() => unmount());
    expect(root.dataset.theme).toBe('blue');
  });
});
