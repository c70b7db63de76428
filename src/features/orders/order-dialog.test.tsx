import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { orderKeys } from '@/data/orders/keys';
import type { Order } from '@/data/orders/schema';
import { settingsKeys } from '@/data/settings/keys';
import type { CompanySettings } from '@/data/settings/get-company-settings';
import { notifyCustomerFlag } from '@/lib/local-flag';
import { autoPrintFlag } from '@/lib/printer-settings';
import { OrderDialog } from './order-dialog';
import { makeOrder, renderTree } from './test-orders';

// The server, as far as the dialog talks to it: set_order_status, the order's row, its events.
const server = vi.hoisted(() => ({
  row: null as unknown as Record<string, unknown>,
  events: [] as Array<Record<string, unknown>>,
  rpc: [] as Array<{ fn: string; args: Record<string, unknown> }>,
  updates: [] as Array<Record<string, unknown>>,
  settings: null as Record<string, unknown> | null,
}));

vi.mock('@/lib/supabase', () => {
  const query = (table: string) => {
    const builder = {
      select: () => builder,
      eq: () => builder,
      order: () => builder,
      update: (patch: Record<string, unknown>) => {
        server.updates.push(patch);
        server.row = {
          ...server.row,
          ...patch,
          ...(patch.payment_status === 'paid' ? { paid_at: '2026-11-24T22:40:00.000Z' } : {}),
        };
        return builder;
      },
      maybeSingle: () =>
        Promise.resolve({
          data: table === 'company_settings' ? server.settings : server.row,
          error: null,
        }),
      then: (resolve: (value: unknown) => void) =>
        resolve({ data: table === 'order_events' ? server.events : [server.row], error: null }),
    };
    return builder;
  };
  return {
    supabase: {
      from: query,
      rpc: (fn: string, args: Record<string, unknown>) => {
        server.rpc.push({ fn, args });
        if (fn === 'set_order_status') {
          server.row = {
            ...server.row,
            status: args.status,
            cancel_reason: args.reason ?? null,
            updated_at: '2026-11-24T22:30:00.000Z',
          };
        }
        return Promise.resolve({ data: server.row, error: null });
      },
    },
  };
});

const ID = '0b7c9a3e-5d1f-4c2a-9e8b-1f2a3b4c5d6e';
const SETTINGS = {
  whatsapp_number: '5511999999999',
  delivery_fee: 5,
  minimum_order: 0,
  pickup_minimum_order: 0,
  max_order_total: 2000,
  delivery_radius_km: 0,
} as CompanySettings;

function renderDialog(over: Partial<Order> = {}, { settingsLoaded = true } = {}) {
  const order = makeOrder({ id: ID, ...over });
  server.row = order as unknown as Record<string, unknown>;
  const { tree, client } = renderTree(
    <OrderDialog />,
    (c) => {
      c.setQueryData(orderKeys.detail(order.id), order);
      if (settingsLoaded) c.setQueryData(settingsKeys.admin(), SETTINGS);
      else c.removeQueries({ queryKey: settingsKeys.admin() });
    },
    `/dashboard?pedido=${order.id}`,
  );
  render(tree);
  return { dialog: screen.getByRole('dialog'), client };
}

/**
 * Popups as a browser keeps them: by name, so a second open of the same name returns the same
 * window. The hand-off steers it to wa.me once the change is saved.
 */
function fakePopups() {
  const popups: Array<{ location: { href: string }; closed: boolean }> = [];
  const byName = new Map<string, (typeof popups)[number]>();
  const open = vi.spyOn(window, 'open').mockImplementation((_url, target) => {
    const name = String(target ?? '_blank');
    const known = byName.get(name);
    if (known && !known.closed) return known as unknown as Window;
    const win = { location: { href: 'about:blank' }, closed: false, close: vi.fn() };
    popups.push(win);
    if (name !== '_blank') byName.set(name, win);
    return win as unknown as Window;
  });
  return { open, popups };
}

const button = (within_: HTMLElement, name: string | RegExp) =>
  within(within_).getByRole('button', { name });

beforeEach(() => {
  localStorage.clear();
  server.events = [];
  server.rpc = [];
  server.updates = [];
});
afterEach(() => {
  vi.restoreAllMocks();
  document.querySelectorAll('iframe').forEach((frame) => frame.remove());
});

describe('OrderDialog', () => {
  it('titles the order by its number and status, and dates it dd/MM/yyyy às HH:mm', () => {
    const { dialog } = renderDialog();
    const title = within(dialog).getByRole('heading', { level: 2 }).textContent;
    expect(title).toContain('#1042');
    expect(title).toContain('Aguardando');
    expect(dialog.textContent).toMatch(/Ana Souza · 21\/11\/2026 às \d\d:05 · Entrega/);
    expect(within(dialog).getByText('2 x Pizza Margherita')).toBeTruthy();
  });

  it.each([
    ['pending', 'delivery', 'Aceitar pedido', ['Saiu para entrega', 'Entregue']],
    ['pending', 'pickup', 'Aceitar pedido', ['Pronto para retirada', 'Entregue']],
    ['processing', 'delivery', 'Saiu para entrega', ['Entregue']],
    ['processing', 'pickup', 'Pronto para retirada', ['Entregue']],
    ['out_for_delivery', 'delivery', 'Entregue', ['Em preparo']],
    ['ready_for_pickup', 'pickup', 'Entregue', ['Em preparo']],
  ])('offers a %s %s order "%s" first and %j behind it', (status, fulfillment, next, others) => {
    const { dialog } = renderDialog({ status, fulfillment });
    const actions = within(dialog).getAllByRole('button');
    // The primary step comes before every other action.
    expect(
      actions.find((b) => /Aceitar|Saiu|Pronto|Entregue/.test(b.textContent ?? ''))?.textContent,
    ).toBe(next);
    const more = button(dialog, 'Outros status');
    expect(more.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(more);
    const group = within(dialog).getByRole('group', { name: 'Outros status' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(others);
    expect(button(dialog, 'Cancelar')).toBeTruthy();
  });

  it('offers no next step for a delivered order, and no Cancelar for a cancelled one', () => {
    const delivered = renderDialog({ status: 'delivered' }).dialog;
    expect(within(delivered).queryByRole('button', { name: 'Aceitar pedido' })).toBeNull();
    expect(button(delivered, 'Cancelar')).toBeTruthy();
    fireEvent.click(button(delivered, 'Outros status'));
    expect(
      within(within(delivered).getByRole('group', { name: 'Outros status' }))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Em preparo', 'Saiu para entrega']);
    cleanup();
    const cancelled = renderDialog({ status: 'cancelled' }).dialog;
    expect(within(cancelled).queryByRole('button', { name: 'Cancelar' })).toBeNull();
  });

  it('accepts the order through set_order_status and tells the customer on WhatsApp', async () => {
    const { popups } = fakePopups();
    const { dialog } = renderDialog();
    fireEvent.click(button(dialog, 'Aceitar pedido'));
    await waitFor(() =>
      expect(server.rpc).toContainEqual({
        fn: 'set_order_status',
        args: { order_id: ID, status: 'processing' },
      }),
    );
    await waitFor(() =>
      expect(popups[0]?.location.href).toMatch(/^https:\/\/wa\.me\/5511987654321/),
    );
    expect(decodeURIComponent(popups[0]!.location.href)).toContain('está sendo preparado.');
    // The dialog follows the order: now in preparation, next it goes out.
    await waitFor(() => expect(button(dialog, 'Saiu para entrega')).toBeTruthy());
    expect(within(dialog).getByRole('heading', { level: 2 }).textContent).toContain('Em preparo');
  });

  it("tells the customer when accepted before the shop's settings have loaded", async () => {
    server.settings = { ...SETTINGS };
    const { popups } = fakePopups();
    const { dialog } = renderDialog({}, { settingsLoaded: false });
    fireEvent.click(button(dialog, 'Aceitar pedido'));
    await waitFor(() =>
      expect(popups[0]?.location.href).toMatch(/^https:\/\/wa\.me\/5511987654321/),
    );
  });

  it('closes the blank window when the shop turns out to have no WhatsApp number', async () => {
    server.settings = { ...SETTINGS, whatsapp_number: '' };
    const { popups } = fakePopups();
    const { dialog } = renderDialog({}, { settingsLoaded: false });
    fireEvent.click(button(dialog, 'Aceitar pedido'));
    await waitFor(() => expect(server.rpc.map((call) => call.fn)).toContain('set_order_status'));
    await waitFor(() => expect(popups[0]?.location.href).toBe('about:blank'));
    await waitFor(() =>
      expect((popups[0] as unknown as { close: () => void }).close).toHaveBeenCalled(),
    );
  });

  it('tells each customer in the one WhatsApp window, never a new tab per change', async () => {
    const { open, popups } = fakePopups();
    const { dialog } = renderDialog();
    fireEvent.click(button(dialog, 'Aceitar pedido'));
    await waitFor(() => expect(popups[0]?.location.href).toContain('sendo%20preparado'));
    fireEvent.click(button(dialog, 'Saiu para entrega'));
    await waitFor(() => expect(popups[0]?.location.href).toContain('saiu%20para%20entrega'));
    fireEvent.change(within(dialog).getByLabelText('Mensagem para o cliente'), {
      target: { value: 'Chegando' },
    });
    fireEvent.click(button(dialog, 'WhatsApp'));
    expect(decodeURIComponent(popups[0]!.location.href)).toContain('Chegando');
    expect(popups).toHaveLength(1);
    expect(open.mock.calls.map(([, target]) => target)).toEqual([
      'comanda-whatsapp',
      'comanda-whatsapp',
      'comanda-whatsapp',
    ]);
  });

  it('with "Avisar cliente" off, opens no chat on a change; the button opens it', async () => {
    notifyCustomerFlag.set(false);
    const { open, popups } = fakePopups();
    const { dialog } = renderDialog();
    expect(within(dialog).queryByRole('button', { name: 'Avisar cliente' })).toBeNull();
    fireEvent.click(button(dialog, 'Aceitar pedido'));
    await waitFor(() => expect(button(dialog, 'Saiu para entrega')).toBeTruthy());
    expect(open).not.toHaveBeenCalled();
    fireEvent.click(button(dialog, 'Avisar cliente'));
    const url = new URL(popups[0]!.location.href);
    expect(url.pathname).toBe('/5511987654321');
    expect(url.searchParams.get('text')).toContain('Seu pedido #1042 está sendo preparado.');
  });

  it('prints both copies when this device prints automatically and accepts the order', async () => {
    autoPrintFlag.set(true);
    notifyCustomerFlag.set(false);
    const { dialog } = renderDialog();
    fireEvent.click(button(dialog, 'Aceitar pedido'));
    await waitFor(() => expect(document.querySelector('iframe')).not.toBeNull());
    const receipt = document.querySelector('iframe')!.contentDocument!.body.textContent;
    expect(receipt).toContain('VIA DO CLIENTE');
    expect(receipt).toContain('VIA DO ENTREGADOR');
  });

  it('prints nothing by itself on other changes, or with automatic printing off', async () => {
    autoPrintFlag.set(true);
    notifyCustomerFlag.set(false);
    const { dialog } = renderDialog({ status: 'processing' });
    fireEvent.click(button(dialog, 'Saiu para entrega'));
    await waitFor(() => expect(button(dialog, 'Entregue')).toBeTruthy());
    expect(document.querySelector('iframe')).toBeNull();
    cleanup();

    autoPrintFlag.set(false);
    const pending = renderDialog().dialog;
    fireEvent.click(button(pending, 'Aceitar pedido'));
    await waitFor(() => expect(button(pending, 'Saiu para entrega')).toBeTruthy());
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('cancels with the reason chosen', async () => {
    notifyCustomerFlag.set(false);
    const { dialog } = renderDialog();
    fireEvent.click(button(dialog, 'Cancelar'));
    const reasons = screen.getByRole('dialog', { name: /Cancelar o pedido #1042/ });
    fireEvent.click(within(reasons).getByRole('radio', { name: 'Produto esgotado' }));
    fireEvent.click(within(reasons).getByRole('button', { name: 'Cancelar pedido' }));
    await waitFor(() =>
      expect(server.rpc).toContainEqual({
        fn: 'set_order_status',
        args: { order_id: ID, status: 'cancelled', reason: 'Produto esgotado' },
      }),
    );
  });

  it('moves the order to another allowed status from "Outros status"', async () => {
    notifyCustomerFlag.set(false);
    const { dialog } = renderDialog({ status: 'processing' });
    fireEvent.click(button(dialog, 'Outros status'));
    fireEvent.click(
      within(within(dialog).getByRole('group', { name: 'Outros status' })).getByRole('button', {
        name: 'Entregue',
      }),
    );
    await waitFor(() =>
      expect(server.rpc).toContainEqual({
        fn: 'set_order_status',
        args: { order_id: ID, status: 'delivered' },
      }),
    );
  });

  it('reopens a cancelled order only once the owner confirms it', async () => {
    notifyCustomerFlag.set(false);
    const { dialog } = renderDialog({ status: 'cancelled', cancel_reason: 'Cliente desistiu' });
    fireEvent.click(button(dialog, 'Outros status'));
    fireEvent.click(
      within(within(dialog).getByRole('group', { name: 'Outros status' })).getByRole('button', {
        name: 'Em preparo',
      }),
    );
    const confirm = await screen.findByRole('alertdialog', { name: /Reabrir o pedido #1042/ });
    expect(confirm.textContent).toContain('O pedido volta para Em preparo');
    expect(server.rpc).toEqual([]);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Reabrir pedido' }));
    await waitFor(() =>
      expect(server.rpc).toContainEqual({
        fn: 'set_order_status',
        args: { order_id: ID, status: 'processing' },
      }),
    );
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('records the payment: Marcar como pago, then Pago with the time', async () => {
    const { dialog } = renderDialog();
    fireEvent.click(button(dialog, 'Marcar como pago'));
    await waitFor(() => expect(within(dialog).getByText(/^Pago · \d\d/)).toBeTruthy());
    expect(server.updates).toContainEqual({ payment_status: 'paid' });
    fireEvent.click(button(dialog, 'Desfazer pagamento'));
    await waitFor(() => expect(button(dialog, 'Marcar como pago')).toBeTruthy());
    expect(server.updates).toContainEqual({ payment_status: 'pending' });
  });

  it("shows the order's timeline with the time of each step, and follows it", async () => {
    server.events = [
      {
        id: 1,
        status: 'pending',
        reason: null,
        created_at: '2026-11-21T22:05:00.000Z',
        actor_name: null,
      },
      {
        id: 2,
        status: 'processing',
        reason: null,
        created_at: '2026-11-21T22:07:00.000Z',
        actor_name: 'Bia',
      },
    ];
    const { dialog, client } = renderDialog();
    const timeline = within(dialog).getByRole('region', { name: 'Andamento do pedido' });
    await waitFor(() => expect(within(timeline).getAllByRole('listitem')).toHaveLength(2));
    const steps = within(timeline)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(steps[0]).toMatch(/^Pedido recebido21\/11 às \d\d:05$/);
    // Who in the team made the change, from the event the server wrote with it.
    expect(steps[1]).toMatch(/^Em preparo por Bia21\/11 às \d\d:07$/);

    // Another device cancels it: the orders realtime invalidates every orders query.
    server.events.push({
      id: 3,
      status: 'cancelled',
      reason: 'Cliente desistiu',
      created_at: '2026-11-21T22:09:00.000Z',
      actor_name: 'Carla',
    });
    await act(() => client.invalidateQueries({ queryKey: orderKeys.all }));
    await waitFor(() => expect(within(timeline).getAllByRole('listitem')).toHaveLength(3));
    expect(within(timeline).getByText('Motivo: Cliente desistiu')).toBeTruthy();
  });

  it("makes the customer's phone a call link and a WhatsApp chat in the panel's window", () => {
    const { dialog } = renderDialog();
    const call = within(dialog).getByRole('link', { name: '(11) 98765-4321' });
    expect(call.getAttribute('href')).toBe('tel:+5511987654321');
    const chat = within(dialog).getByRole('link', { name: 'WhatsApp de (11) 98765-4321' });
    expect(chat.getAttribute('href')).toBe('https://wa.me/5511987654321');
    expect(chat.getAttribute('target')).toBe('comanda-whatsapp');
  });

  it('enables the contact buttons only with a message and a phone', () => {
    const { dialog } = renderDialog();
    const whatsapp = button(dialog, 'WhatsApp') as HTMLButtonElement;
    const sms = button(dialog, 'SMS') as HTMLButtonElement;
    expect(whatsapp.disabled && sms.disabled).toBe(true);
    fireEvent.change(within(dialog).getByLabelText('Mensagem para o cliente'), {
      target: { value: 'Oi' },
    });
    expect(whatsapp.disabled || sms.disabled).toBe(false);
  });

  it('opens WhatsApp with the status text', () => {
    const { popups } = fakePopups();
    const { dialog } = renderDialog();
    fireEvent.change(within(dialog).getByLabelText('Mensagem para o cliente'), {
      target: { value: 'Chega em 10 min' },
    });
    fireEvent.click(button(dialog, 'WhatsApp'));
    const url = new URL(popups[0]!.location.href);
    expect(url.pathname).toBe('/5511987654321');
    expect(url.searchParams.get('text')).toBe(
      'Olá Ana Souza, sobre seu pedido #1042: Chega em 10 min',
    );
  });

  it('keeps the contact buttons off for an order without phone', () => {
    const { dialog } = renderDialog({ customer_phone: '', status: 'processing' });
    fireEvent.change(within(dialog).getByLabelText('Mensagem para o cliente'), {
      target: { value: 'Oi' },
    });
    expect((button(dialog, 'WhatsApp') as HTMLButtonElement).disabled).toBe(true);
    expect(within(dialog).queryByText('Telefone')).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Avisar cliente' })).toBeNull();
  });

  it('shows no sample items for an order without items', () => {
    const { dialog } = renderDialog({ items: [] });
    expect(within(dialog).getByText('Nenhum item neste pedido.')).toBeTruthy();
    expect(within(dialog).queryByText(/\d+ x /)).toBeNull();
  });

  it('renders a malicious customer name as text', () => {
    const name = '<img src=x onerror=alert(1)>';
    const { dialog } = renderDialog({ customer_name: name, notes: '<b>oi</b>' });
    expect(dialog.querySelector('img')).toBeNull();
    expect(dialog.querySelector('b')).toBeNull();
    expect(within(dialog).getAllByText(name).length).toBeGreaterThan(0);
  });

  it('starts the payment card on the order method, cash when absent', () => {
    expect(
      (within(renderDialog().dialog).getByRole('radio', { name: 'Pix' }) as HTMLInputElement)
        .checked,
    ).toBe(true);
  });

  it('starts on cash without a method', () => {
    const { dialog } = renderDialog({ payment_method: '' });
    expect(
      (within(dialog).getByRole('radio', { name: 'Dinheiro' }) as HTMLInputElement).checked,
    ).toBe(true);
  });

  it('adds the items up as the receipt does: subtotal, fee, discount with its code, total', () => {
    const { dialog } = renderDialog(
      makeOrder({
        subtotal: 82.8,
        delivery_fee: 5,
        discount: 16.56,
        promo_code: 'BEMVINDO20',
        total_amount: 71.24,
      }),
    );
    const sums = within(dialog).getByText('Subtotal').closest('dl')!;
    expect(sums.textContent).toMatch(/Subtotal\s*R\$\s82,80/);
    expect(sums.textContent).toMatch(/Taxa de entrega\s*R\$\s5,00/);
    expect(sums.textContent).toMatch(/Desconto \(BEMVINDO20\)\s*-R\$\s16,56/);
    expect(sums.textContent).toMatch(/Total\s*R\$\s71,24/);
  });
});
