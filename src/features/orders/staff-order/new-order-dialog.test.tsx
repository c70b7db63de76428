import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deliveryZoneKeys } from '@/data/delivery-zones/keys';
import { optionKeys } from '@/data/options/keys';
import { productKeys } from '@/data/products/keys';
import { settingsKeys } from '@/data/settings/keys';
import { DEFAULT_STORE_SETTINGS } from '@/data/settings/get-store-settings';
import { shopStatusKeys } from '@/data/shop-status/keys';
import { makeOrder, renderTree } from '../test-orders';
import { NewOrderDialog } from './new-order-dialog';

// The server, as far as the form talks to it: the last order of a phone, and place_staff_order.
const server = vi.hoisted(() => ({
  rpc: [] as Array<{ fn: string; args: Record<string, unknown> }>,
  customers: [] as Array<Record<string, unknown>>,
  answer: null as unknown,
}));

vi.mock('@/lib/supabase', async () => {
  const { fakeQuery } = await import('@/test/fake-query');
  return {
    supabase: {
      from: () => fakeQuery(() => server.customers),
      rpc: (fn: string, args: Record<string, unknown>) => {
        server.rpc.push({ fn, args });
        return Promise.resolve({ data: server.answer, error: null });
      },
    },
  };
});
vi.mock('@/lib/supabase-public', () => import('@/test/silent-public-api'));

const PIZZA = {
  id: 'p-pizza',
  name: 'Pizza Grande',
  description: null,
  price: 50,
  image_url: null,
  category: 'Pizzas',
  is_available: true,
  sort_order: 1,
  is_featured: false,
  created_at: '2026-11-01T00:00:00Z',
  has_options: true,
  sold_out: false,
};
const COCA = { ...PIZZA, id: 'p-coca', name: 'Coca-Cola 2L', price: 12, has_options: false };
const FLAVOURS = {
  id: 'g-sabores',
  name: 'Sabores',
  min_select: 1,
  max_select: 2,
  pricing: 'max' as const,
  sort_order: 1,
  options: [
    {
      id: 'o-calabresa',
      group_id: 'g-sabores',
      name: 'Calabresa',
      price: 0,
      max_quantity: 1,
      is_available: true,
      sort_order: 1,
    },
    {
      id: 'o-portuguesa',
      group_id: 'g-sabores',
      name: 'Portuguesa',
      price: 5,
      max_quantity: 1,
      is_available: true,
      sort_order: 2,
    },
  ],
};

function renderForm({ open = true } = {}) {
  const { tree } = renderTree(<NewOrderDialog open onOpenChange={() => {}} />, (client) => {
    client.setQueryData(productKeys.list('storefront'), [PIZZA, COCA]);
    client.setQueryData(optionKeys.menu(), { [PIZZA.id]: [FLAVOURS] });
    client.setQueryData(deliveryZoneKeys.list('storefront'), []);
    client.setQueryData(settingsKeys.store(), {
      ...DEFAULT_STORE_SETTINGS,
      pix: { key: 'loja@example.com', merchantName: 'Pizzaria Teste', merchantCity: 'Sao Paulo' },
    });
    client.setQueryData(shopStatusKeys.current(), {
      isOpen: open,
      reason: open ? 'open' : 'outside_hours',
      pausedUntil: null,
      nextOpenAt: null,
      closesAt: null,
    });
  });
  render(tree);
}

function pick(term: string) {
  const search = screen.getByLabelText('Adicionar item');
  fireEvent.change(search, { target: { value: term } });
  fireEvent.keyDown(search, { key: 'Enter' });
}

beforeEach(() => {
  server.rpc = [];
  server.customers = [];
  server.answer = makeOrder({ id: 'novo', order_number: '77', customer_phone: '(11) 98888-7777' });
});
afterEach(cleanup);

describe('NewOrderDialog', () => {
  it('takes a phone order by keyboard for a known customer, with a pizza meio a meio', async () => {
    server.customers = [
      {
        customer_name: 'Dona Maria',
        customer_phone: '(11) 98888-7777',
        customer_address: 'Rua das Laranjeiras, 45',
        fulfillment: 'delivery',
        delivery_zone_id: null,
      },
    ];
    renderForm();
    fireEvent.change(screen.getByRole('textbox', { name: /^Telefone/ }), {
      target: { value: '11988887777' },
    });
    await waitFor(() =>
      expect(screen.getByLabelText(/Nome/)).toHaveProperty('value', 'Dona Maria'),
    );
    expect(screen.getByLabelText(/Endereço/)).toHaveProperty('value', 'Rua das Laranjeiras, 45');

    pick('pizza');
    const panel = screen.getByRole('region', { name: 'Opções de Pizza Grande' });
    const add = within(panel).getByRole('button', { name: /Adicionar/ });
    expect(add).toHaveProperty('disabled', true);
    fireEvent.click(within(panel).getByLabelText(/^Calabresa/));
    fireEvent.click(within(panel).getByLabelText(/^Portuguesa/));
    fireEvent.click(add);
    pick('coca');
    const items = screen.getByRole('list', { name: 'Itens do pedido' });
    expect(within(items).getByText('Pizza Grande')).toBeTruthy();
    expect(within(items).getByText('Coca-Cola 2L')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Lançar pedido' }));
    await screen.findByText('Pedido #77 lançado');
    expect(server.rpc).toHaveLength(1);
    const { fn, args } = server.rpc[0]!;
    expect(fn).toBe('place_staff_order');
    expect(args).toMatchObject({
      source: 'phone',
      customer_name: 'Dona Maria',
      fulfillment: 'delivery',
      payment_method: 'pix',
      items: [
        {
          product_id: 'p-pizza',
          quantity: 1,
          options: [{ option_id: 'o-calabresa' }, { option_id: 'o-portuguesa' }],
        },
        { product_id: 'p-coca', quantity: 1 },
      ],
    });
    // prices never go to the server
    expect(JSON.stringify(args.items)).not.toContain('price');
    expect(typeof args.idempotency_key).toBe('string');
    const link = screen.getByRole('link', { name: /Enviar acompanhamento no WhatsApp/ });
    expect(link.getAttribute('href')).toContain('wa.me/5511988887777');
    expect(decodeURIComponent(link.getAttribute('href')!)).toContain('/client/pedido/novo');
    // paid by Pix: the code is on screen for the customer at the counter or to send
    const pix = screen.getByRole('region', { name: 'Pague com Pix' });
    expect(
      (within(pix).getByRole('textbox', { name: 'Pix copia e cola' }) as HTMLTextAreaElement).value,
    ).toContain('loja@example.com');
  });

  it('asks for a confirmation while the shop is closed, and sends it', async () => {
    renderForm({ open: false });
    fireEvent.click(screen.getByLabelText('Balcão'));
    pick('coca');
    fireEvent.click(screen.getByRole('button', { name: 'Lançar pedido' }));
    expect((await screen.findByRole('alert')).textContent).toContain('fechada');
    expect(server.rpc).toEqual([]);
    fireEvent.click(screen.getByLabelText(/Lançar o pedido mesmo assim/));
    fireEvent.click(screen.getByRole('button', { name: 'Lançar pedido' }));
    await waitFor(() => expect(server.rpc).toHaveLength(1));
    expect(server.rpc[0]!.args).toMatchObject({
      source: 'counter',
      fulfillment: 'pickup',
      customer_name: 'Balcão',
      customer_phone: '',
      override_closed: true,
    });
  });

  it('sends a split only when it adds up to the total', async () => {
    renderForm();
    fireEvent.click(screen.getByLabelText('Balcão'));
    pick('coca');
    fireEvent.click(screen.getByRole('button', { name: /Dividir pagamento/ }));
    fireEvent.change(screen.getByLabelText('Valor do pagamento 1'), { target: { value: '10,00' } });
    fireEvent.change(screen.getByLabelText('Valor do pagamento 2'), { target: { value: '1,00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Lançar pedido' }));
    expect((await screen.findByRole('alert')).textContent).toContain('precisa ser igual ao total');
    expect(server.rpc).toEqual([]);
    fireEvent.change(screen.getByLabelText('Valor do pagamento 2'), { target: { value: '2,00' } });
    fireEvent.change(screen.getByLabelText(/Troco para/), { target: { value: '5,00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Lançar pedido' }));
    await waitFor(() => expect(server.rpc).toHaveLength(1));
    expect(server.rpc[0]!.args).toMatchObject({
      payment_method: 'pix',
      payments: [
        { method: 'pix', amount: 10 },
        { method: 'cash', amount: 2 },
      ],
      change_for: 5,
    });
  });
});
