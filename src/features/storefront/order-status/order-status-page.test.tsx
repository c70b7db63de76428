import { screen, waitFor, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { hasValidPixCrc, parsePixPayload } from '@/domain/pix';
import { DEFAULT_STORE_SETTINGS } from '@/data/settings/get-store-settings';
import { orderKeys } from '@/data/orders/keys';
import { settingsKeys } from '@/data/settings/keys';
import { OrderStatusPage } from './order-status-page';
import { renderApp } from '@/test/render-app';

// get_order_status answers as the server does (the rpc is stood in for at the client's boundary,
// so the page's own parsing runs); the shop's public settings are already in the cache.
const rpc = vi.fn();
vi.mock('@/lib/supabase-public', () => ({
  publicApi: { rpc: (...args: unknown[]) => rpc(...args) },
}));

const ID = '0b3e1f8a-2c4d-4e5f-8a9b-0c1d2e3f4a5b';
const now = new Date();
const minutesAgo = (m: number) => new Date(now.getTime() - m * 60_000).toISOString();

const row = (over: Record<string, unknown> = {}) => ({
  order_number: 1042,
  status: 'processing',
  cancel_reason: null,
  fulfillment: 'delivery',
  delivery_zone: 'Bela Vista',
  estimated_time: '40-50',
  items: [
    {
      product_id: 'p1',
      name: 'X-Burger',
      price: 33,
      quantity: 2,
      notes: 'Bem passado',
      options: [{ option_id: 'o1', group: 'Adicionais', name: 'Bacon', price: 4, quantity: 2 }],
    },
    { product_id: 'p2', name: 'Refrigerante Lata', price: '6.50', quantity: 1, options: [] },
  ],
  subtotal: '72.50',
  delivery_fee: 7,
  discount: 7.25,
  total_amount: '72.25',
  payment_method: 'pix',
  payment_status: 'pending',
  created_at: minutesAgo(10),
  events: [
    { status: 'pending', at: minutesAgo(10) },
    { status: 'processing', at: minutesAgo(8) },
  ],
  ...over,
});

function renderPage(pix = true) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(settingsKeys.store(), {
    ...DEFAULT_STORE_SETTINGS,
    whatsappNumber: '5511999999999',
    pix: pix
      ? { key: '+5511987654321', merchantName: 'Burger da Vila', merchantCity: 'Campinas' }
      : null,
  });
  renderApp(<OrderStatusPage orderId={ID} />, { queryClient: client });
  return client;
}

describe('order status page', () => {
  beforeEach(() => {
    rpc.mockReset();
  });

  it('shows the items with their options and notes, the totals, the bairro and the estimate', async () => {
    rpc.mockResolvedValue({ data: [row()], error: null });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Pedido #1042' })).toBeTruthy();
    expect(rpc).toHaveBeenCalledWith('get_order_status', { order_id: ID }, { get: true });
    // The same order lines as the admin's dialog (OrderLines): options in one line under the item.
    const items = screen.getByRole('region', { name: 'Itens do pedido' });
    const burger = within(items).getAllByRole('listitem')[0]!;
    expect(burger.textContent).toContain('2 x X-Burger');
    expect(burger.textContent).toMatch(/R\$\s66,00/);
    expect(within(burger).getByText(/2x Bacon/)).toBeTruthy();
    expect(burger.textContent).toContain('Obs.: Bem passado');
    expect(screen.getByText('R$ 72,50')).toBeTruthy();
    expect(screen.getByText('R$ 7,00')).toBeTruthy();
    expect(screen.getByText('−R$ 7,25')).toBeTruthy();
    expect(screen.getByText('Bela Vista')).toBeTruthy();
    expect(screen.getByText(/Previsão de entrega/)).toBeTruthy();
    const current = screen.getByRole('listitem', { current: 'step' });
    expect(current.textContent).toContain('Em preparo');
    // "19:05", or "25/11 às 23:57" when the step was yesterday (a run just after midnight)
    expect(within(current).getByText(/^(\d{2}\/\d{2} às )?\d{2}:\d{2}$/)).toBeTruthy();
  });

  it("shows an unpaid Pix order's code for its total and number", async () => {
    rpc.mockResolvedValue({ data: [row()], error: null });
    renderPage();
    const pix = await screen.findByRole('region', { name: 'Pague com Pix' });
    const code = (
      within(pix).getByRole('textbox', { name: 'Pix copia e cola' }) as HTMLTextAreaElement
    ).value;
    expect(parsePixPayload(code)['54']).toBe('72.25');
    expect(parsePixPayload(code)['62.05']).toBe('1042');
    expect(hasValidPixCrc(code)).toBe(true);
    expect(screen.getByText('Aguardando pagamento')).toBeTruthy();
  });

  it('shows no Pix code once the order is paid', async () => {
    rpc.mockResolvedValue({ data: [row({ payment_status: 'paid' })], error: null });
    renderPage();
    expect(await screen.findByText('Pago')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Pague com Pix' })).toBeNull();
  });

  it('shows no Pix code, estimate or amount due for a delivered order', async () => {
    rpc.mockResolvedValue({ data: [row({ status: 'delivered' })], error: null });
    renderPage();
    expect(await screen.findByText('Pedido entregue. Bom apetite!')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Pague com Pix' })).toBeNull();
    expect(screen.queryByText(/Previsão/)).toBeNull();
    expect(screen.queryByText(/A pagar|Aguardando pagamento/)).toBeNull();
  });

  it('shows nothing of Pix when the shop has no key', async () => {
    rpc.mockResolvedValue({ data: [row()], error: null });
    renderPage(false);
    expect(await screen.findByRole('heading', { name: 'Pedido #1042' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Pague com Pix' })).toBeNull();
    expect(screen.getByText('A pagar na entrega')).toBeTruthy();
  });

  it('keeps showing the order when a later poll fails, and says it keeps trying', async () => {
    rpc.mockResolvedValueOnce({ data: [row()], error: null });
    const client = renderPage();
    expect(await screen.findByRole('heading', { name: 'Pedido #1042' })).toBeTruthy();
    rpc.mockRejectedValue(new TypeError('Failed to fetch'));
    // The next poll, as the interval would run it.
    await client.refetchQueries({ queryKey: orderKeys.tracking(ID) }).catch(() => undefined);
    await waitFor(() => expect(screen.getByText(/Sem conexão no momento/)).toBeTruthy());
    expect(screen.getByRole('heading', { name: 'Pedido #1042' })).toBeTruthy();
  });
});
