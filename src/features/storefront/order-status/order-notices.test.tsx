import { fireEvent, screen } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FAKE_ENDPOINT, FAKE_KEYS, installFakePush, type FakePush } from '@/test/fake-push';
import { renderApp } from '@/test/render-app';

// The server's VAPID key, as the local stack injects it into the page.
vi.hoisted(() => {
  (window as { __COMANDA_CONFIG__?: object }).__COMANDA_CONFIG__ = { vapidPublicKey: 'BEl62iUYgU' };
});

// subscribe_push / unsubscribe_push are stood in for at the client's boundary.
const rpc = vi.fn();
vi.mock('@/lib/supabase-public', () => ({
  publicApi: { rpc: (...args: unknown[]) => rpc(...args) },
}));

const { OrderNotices } = await import('./order-notices');

const ORDER = '0b3e1f8a-2c4d-4e5f-8a9b-0c1d2e3f4a5b';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
let push: FakePush;

function renderNotices(fulfillment: 'delivery' | 'pickup' = 'delivery') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderApp(<OrderNotices orderId={ORDER} fulfillment={fulfillment} />, { queryClient: client });
}

beforeEach(() => {
  rpc.mockReset();
  rpc.mockResolvedValue({ data: null, error: null });
  localStorage.clear();
});

afterEach(() => push.restore());

describe('OrderNotices', () => {
  it('asks nothing and registers no worker on load; the click subscribes this order', async () => {
    push = installFakePush();
    renderNotices();
    const button = await screen.findByRole('button', { name: 'Avisar quando o pedido sair' });
    expect(push.requestPermission).not.toHaveBeenCalled();
    expect(push.register).not.toHaveBeenCalled();

    fireEvent.click(button);
    expect(await screen.findByRole('button', { name: 'Desativar avisos' })).toBeTruthy();
    expect(push.register).toHaveBeenCalledWith('/order-sw.js', { scope: '/client/pedido/' });
    expect(push.subscribe).toHaveBeenCalledWith(expect.objectContaining({ userVisibleOnly: true }));
    expect(rpc).toHaveBeenCalledWith('subscribe_push', {
      subscription: { endpoint: FAKE_ENDPOINT, keys: FAKE_KEYS, label: expect.any(String) },
      p_order_id: ORDER,
    });

    fireEvent.click(screen.getByRole('button', { name: 'Desativar avisos' }));
    expect(await screen.findByRole('button', { name: 'Avisar quando o pedido sair' })).toBeTruthy();
    expect(push.unsubscribe).toHaveBeenCalled();
    expect(rpc).toHaveBeenLastCalledWith('unsubscribe_push', { p_endpoint: FAKE_ENDPOINT });
  });

  it('says so when the customer blocks notifications', async () => {
    push = installFakePush();
    push.answer = 'denied';
    renderNotices('pickup');
    fireEvent.click(
      await screen.findByRole('button', { name: 'Avisar quando o pedido ficar pronto' }),
    );
    expect((await screen.findByRole('alert')).textContent).toMatch(/bloqueadas/);
    expect(rpc).not.toHaveBeenCalled();
  });

  it('tells an iPhone without the installed app that this page is the way', () => {
    push = installFakePush({ userAgent: IPHONE });
    renderNotices();
    expect(screen.getByText(/só envia avisos para apps instalados/)).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
