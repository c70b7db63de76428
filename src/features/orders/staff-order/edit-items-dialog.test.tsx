import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { deliveryZoneKeys } from '@/data/delivery-zones/keys';
import { optionKeys } from '@/data/options/keys';
import { productKeys } from '@/data/products/keys';
import { formatBRL } from '@/domain/format';
import { makeOrder, renderTree } from '../test-orders';
import { EditItemsDialog } from './edit-items-dialog';
import { canEditItems } from './staff-cart';

// The server, as far as the dialog talks to it: update_order_items.
const server = vi.hoisted(() => ({
  rpc: [] as Array<{ fn: string; args: Record<string, unknown> }>,
  error: null as unknown,
  answer: null as unknown,
}));

vi.mock('@/lib/supabase', () => ({
  supabase: {
    rpc: (fn: string, args: Record<string, unknown>) => {
      server.rpc.push({ fn, args });
      return Promise.resolve({ data: server.error ? null : server.answer, error: server.error });
    },
  },
}));
vi.mock('@/lib/supabase-public', () => import('@/test/silent-public-api'));

const COCA = {
  id: 'p-coca',
  name: 'Coca-Cola 2L',
  description: null,
  price: 12,
  image_url: null,
  category: 'Bebidas',
  is_available: true,
  sort_order: 1,
  is_featured: false,
  created_at: '2026-11-01T00:00:00Z',
  has_options: false,
  sold_out: false,
};

const order = makeOrder({
  status: 'processing',
  items: [
    {
      product_id: 'p1',
      name: 'Pizza Grande',
      price: 55,
      quantity: 1,
      options: [
        { option_id: 'o-cal', name: 'Calabresa', price: 0, quantity: 1 },
        { option_id: 'o-por', name: 'Portuguesa', price: 5, quantity: 1 },
      ],
    },
  ],
});

const ZONES = [
  { id: 'z-centro', name: 'Centro', fee: 5, minimum_order: null, estimated_time: null },
  { id: 'z-jardins', name: 'Jardins', fee: 9.5, minimum_order: 40, estimated_time: null },
];

function renderDialog(onOpenChange = vi.fn(), edited = order) {
  const { tree } = renderTree(
    <EditItemsDialog order={edited} open onOpenChange={onOpenChange} />,
    (client) => {
      client.setQueryData(productKeys.list('storefront'), [COCA]);
      client.setQueryData(optionKeys.menu(), {});
      client.setQueryData(deliveryZoneKeys.list('storefront'), ZONES);
    },
  );
  render(tree);
  return onOpenChange;
}

beforeEach(() => {
  server.rpc = [];
  server.error = null;
  server.answer = { ...order, revision: 1 };
});
afterEach(cleanup);

/** Presses 'Salvar alteração'; the dialog closes, having sent the order's edit with `args`. */
async function saveAndExpectSent(onOpenChange: Mock, args: Record<string, unknown>) {
  fireEvent.click(screen.getByRole('button', { name: 'Salvar alteração' }));
  await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
  expect(server.rpc).toEqual([{ fn: 'update_order_items', args: { order_id: order.id, ...args } }]);
}

describe('EditItemsDialog', () => {
  it('starts from the order and sends the new lines with their complementos, no prices', async () => {
    const onOpenChange = renderDialog();
    const items = screen.getByRole('list', { name: 'Itens do pedido' });
    expect(within(items).getByText('Pizza Grande')).toBeTruthy();
    fireEvent.click(within(items).getByRole('button', { name: 'Mais Pizza Grande' }));
    const search = screen.getByLabelText('Adicionar item');
    fireEvent.change(search, { target: { value: 'coca' } });
    fireEvent.keyDown(search, { key: 'Enter' });
    fireEvent.change(screen.getByLabelText('Motivo da alteração'), {
      target: { value: 'Cliente ligou' },
    });
    await saveAndExpectSent(onOpenChange, {
      items: [
        {
          product_id: 'p1',
          quantity: 2,
          options: [{ option_id: 'o-cal' }, { option_id: 'o-por' }],
        },
        { product_id: 'p-coca', quantity: 1 },
      ],
      reason: 'Cliente ligou',
    });
  });

  it('moves the order to another bairro: the lines stay as charged, the fee is the zone’s', async () => {
    const onOpenChange = renderDialog(
      vi.fn(),
      makeOrder({ ...order, delivery_zone_id: 'z-centro', delivery_fee: 5, total_amount: 60 }),
    );
    fireEvent.change(screen.getByRole('combobox', { name: /Bairro/ }), {
      target: { value: 'z-jardins' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: /Endereço/ }), {
      target: { value: 'Alameda Lorena, 800' },
    });
    expect(screen.getByText('Pedido mínimo R$ 40,00')).toBeTruthy();
    expect(screen.getByText('Novo total estimado').nextSibling?.textContent).toBe(formatBRL(64.5));
    await saveAndExpectSent(onOpenChange, {
      items: null,
      fulfillment: 'delivery',
      delivery_zone_id: 'z-jardins',
      customer_address: 'Alameda Lorena, 800',
    });
  });

  it('switches to retirada; a changed fee needs the reason; nothing changed is not sent', async () => {
    renderDialog();
    fireEvent.click(screen.getByRole('button', { name: 'Salvar alteração' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Nada mudou no pedido.');
    fireEvent.click(screen.getByRole('button', { name: 'Alterar a taxa de entrega' }));
    fireEvent.change(screen.getByRole('textbox', { name: /Taxa de entrega/ }), {
      target: { value: '0' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar alteração' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Diga por que a taxa de entrega foi alterada.',
    );
    expect(server.rpc).toEqual([]);
    fireEvent.click(screen.getByRole('radio', { name: 'Retirada' }));
    expect(screen.queryByRole('textbox', { name: /Endereço/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Salvar alteração' }));
    await waitFor(() => expect(server.rpc).toHaveLength(1));
    expect(server.rpc[0]!.args).toEqual({ order_id: order.id, items: null, fulfillment: 'pickup' });
  });

  it("shows the server's refusal in its words", async () => {
    server.error = {
      code: 'P0001',
      details: 'order_closed',
      message: 'Este pedido já foi entregue e não pode mais ser alterado.',
    };
    renderDialog();
    fireEvent.click(screen.getByRole('button', { name: 'Mais Pizza Grande' }));
    fireEvent.click(screen.getByRole('button', { name: 'Salvar alteração' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Este pedido já foi entregue e não pode mais ser alterado.',
    );
  });

  it('is offered until the order is delivered or cancelled', () => {
    expect(canEditItems({ status: 'pending' })).toBe(true);
    expect(canEditItems({ status: 'out_for_delivery' })).toBe(true);
    expect(canEditItems({ status: 'delivered' })).toBe(false);
    expect(canEditItems({ status: 'cancelled' })).toBe(false);
  });
});
