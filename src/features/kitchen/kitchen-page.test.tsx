import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { KitchenTicket } from '@/data/kitchen/schema';
import { renderTree } from '@/features/orders/test-orders';
import { KitchenPage } from './kitchen-page';
import { KITCHEN_AMBER_AFTER_MIN, KITCHEN_RED_AFTER_MIN } from './lateness';
import { productRow } from '@/test/menu-rows';

// The server, as far as the kitchen talks to it: get_kitchen_queue and mark_order_prepared.
const server = vi.hoisted(() => ({
  queue: [] as unknown[],
  calls: [] as Array<{ fn: string; args?: Record<string, unknown> }>,
  tables: {} as Record<string, unknown[]>,
}));

vi.mock('@/lib/supabase', async () => {
  const { fakeSupabase } = await import('@/test/fake-query');
  // The menu the "Esgotados" sheet reads comes from server.tables.
  return {
    supabase: fakeSupabase(server, (fn, args) => {
      if (fn === 'mark_order_prepared') {
        server.queue = server.queue.filter((t) => (t as { id: string }).id !== args?.order_id);
        return { id: args?.order_id, status: 'processing' };
      }
      return fn === 'get_kitchen_queue' ? server.queue : null;
    }),
  };
});

const NOW = new Date('2026-11-25T20:00:00.000Z').getTime();
const minutesAgo = (minutes: number) => new Date(NOW - minutes * 60_000).toISOString();

function ticket(over: Partial<KitchenTicket> = {}): KitchenTicket {
  return {
    id: 'k-1',
    order_number: '1042',
    fulfillment: 'delivery',
    notes: null,
    items: [{ name: 'Pizza Margherita', quantity: 2, options: [] }],
    created_at: minutesAgo(10),
    accepted_at: minutesAgo(3),
    scheduled_for: null,
    queued_at: null,
    ...over,
  };
}

function renderPage(onSwitchAccount = vi.fn()) {
  render(renderTree(<KitchenPage onSwitchAccount={onSwitchAccount} />).tree);
  return onSwitchAccount;
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  server.calls = [];
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** Taps 'Esgotado até amanhã' on `label` in the Esgotados sheet; waits for the call it makes. */
async function soldOutTomorrow(sheet: HTMLElement, label: string, kind: string, id: string) {
  fireEvent.click(within(sheet).getByRole('button', { name: `Esgotado até amanhã: ${label}` }));
  await waitFor(() =>
    expect(server.calls).toContainEqual({
      fn: 'set_availability',
      args: { p_kind: kind, p_id: id, p_until: 'tomorrow' },
    }),
  );
}

describe('KitchenPage', () => {
  it('shows each ticket with its number, Entrega/Retirada, complementos and notes', async () => {
    server.queue = [
      ticket({
        items: [
          {
            name: 'Açaí 500 ml',
            quantity: 1,
            notes: 'sem granola',
            options: [
              { group: 'Frutas', name: 'Banana', quantity: 1 },
              { group: 'Extras', name: 'Leite condensado', quantity: 2 },
            ],
          },
        ],
        notes: 'Capricha no açaí',
      }),
      ticket({ id: 'k-2', order_number: '1043', fulfillment: 'pickup' }),
    ];
    renderPage();
    const first = await screen.findByRole('article', { name: 'Pedido #1042' });
    expect(within(first).getByText('Entrega')).toBeTruthy();
    expect(within(first).getByText(/Açaí 500 ml/)).toBeTruthy();
    expect(within(first).getByText(/Banana/)).toBeTruthy();
    expect(within(first).getByText(/2× Leite condensado/)).toBeTruthy();
    expect(within(first).getByText('Obs.: sem granola')).toBeTruthy();
    expect(within(first).getByText(/Capricha no açaí/)).toBeTruthy();
    expect(within(first).getByText('3 min')).toBeTruthy();
    const second = screen.getByRole('article', { name: 'Pedido #1043' });
    expect(within(second).getByText('Retirada')).toBeTruthy();
  });

  it('colours the time since accepted: amber after 15 min, red after 25 min', async () => {
    server.queue = [
      ticket({ id: 'a', order_number: '1', accepted_at: minutesAgo(KITCHEN_AMBER_AFTER_MIN - 1) }),
      ticket({ id: 'b', order_number: '2', accepted_at: minutesAgo(KITCHEN_AMBER_AFTER_MIN) }),
      ticket({ id: 'c', order_number: '3', accepted_at: minutesAgo(KITCHEN_RED_AFTER_MIN) }),
      ticket({ id: 'd', order_number: '4', accepted_at: null, created_at: minutesAgo(30) }),
    ];
    renderPage();
    await screen.findByRole('article', { name: 'Pedido #1' });
    const lateness = (n: string) =>
      screen.getByRole('article', { name: `Pedido #${n}` }).getAttribute('data-lateness');
    expect(['1', '2', '3', '4'].map(lateness)).toEqual(['on_time', 'amber', 'red', 'red']);
    const clock = within(screen.getByRole('article', { name: 'Pedido #3' })).getByTestId(
      'kitchen-elapsed',
    );
    expect(clock.className).toContain('bg-red-600');
  });

  it('counts a scheduled order from its release time, not from its early acceptance', async () => {
    server.tables = { company_settings: [{ id: 1, timezone: 'America/Sao_Paulo' }] };
    server.queue = [
      ticket({
        id: 's',
        order_number: '7',
        accepted_at: minutesAgo(120),
        scheduled_for: minutesAgo(-43),
        queued_at: minutesAgo(2),
      }),
    ];
    renderPage();
    const card = await screen.findByRole('article', { name: 'Pedido #7' });
    // Due at its slot's start, in the shop's time zone (São Paulo: 20:00 UTC + 43 min → 17:43).
    expect(within(card).getByText('Agendado · 17:43')).toBeTruthy();
    expect(card.getAttribute('data-lateness')).toBe('on_time');
    expect(within(card).getByTestId('kitchen-elapsed').textContent).toBe('2 min');
  });

  it('"Esgotados" opens the menu: one tap marks a product, and the sold-out list offers Reativar', async () => {
    server.tables = {
      products: [
        productRow({ id: 'p1', name: 'Pizza Calabresa', category: 'Pizzas' }),
        productRow({
          id: 'p2',
          name: 'Torta de Limão',
          category: 'Sobremesas',
          unavailable_until: 'infinity',
          sold_out: true,
        }),
        productRow({ id: 'p3', name: 'Escondido', category: 'Pizzas', is_available: false }),
      ],
      option_groups: [
        {
          id: 'g1',
          name: 'Adicionais',
          min_select: 0,
          max_select: 3,
          pricing: 'sum',
          sort_order: 0,
          product_option_groups: [{ product_id: 'p1', sort_order: 0 }],
          options: [
            {
              id: 'o1',
              group_id: 'g1',
              name: 'Bacon',
              price: 4,
              max_quantity: 1,
              is_available: true,
              sort_order: 0,
              sold_out: false,
            },
          ],
        },
      ],
    };
    server.queue = [];
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: /^Esgotados/ }));
    const sheet = await screen.findByRole('dialog', { name: 'Esgotados' });
    await within(sheet).findByText('Pizza Calabresa');
    // A hidden product is not on the menu, so not here either.
    expect(within(sheet).queryByText('Escondido')).toBeNull();
    expect(within(sheet).getByRole('heading', { name: 'Esgotados agora' })).toBeTruthy();
    expect(within(sheet).getByRole('button', { name: 'Reativar todos' })).toBeTruthy();

    await soldOutTomorrow(sheet, 'Pizza Calabresa', 'product', 'p1');
    await soldOutTomorrow(sheet, 'Bacon (Adicionais)', 'option', 'o1');
    fireEvent.click(within(sheet).getByRole('button', { name: 'Reativar todos' }));
    await waitFor(() =>
      expect(server.calls).toContainEqual({ fn: 'clear_sold_out', args: undefined }),
    );
  });

  it('Pronto sends mark_order_prepared for that order and the ticket leaves', async () => {
    server.queue = [ticket(), ticket({ id: 'k-2', order_number: '1043' })];
    renderPage();
    const first = await screen.findByRole('article', { name: 'Pedido #1042' });
    fireEvent.click(within(first).getByRole('button', { name: 'Pronto' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Pedido #1042' })).toBeNull());
    expect(server.calls).toContainEqual({ fn: 'mark_order_prepared', args: { order_id: 'k-1' } });
    expect(screen.getByRole('article', { name: 'Pedido #1043' })).toBeTruthy();
  });

  it('says when nothing is waiting, and "Trocar de conta" is one tap', async () => {
    server.queue = [];
    const onSwitchAccount = renderPage();
    expect(await screen.findByText('Nenhum pedido em preparo.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Trocar de conta' }));
    expect(onSwitchAccount).toHaveBeenCalledTimes(1);
  });
});

describe('KitchenPage polling (no realtime for the kitchen)', () => {
  const queueCalls = () => server.calls.filter((call) => call.fn === 'get_kitchen_queue').length;

  it('asks again every 5 s, and at once when the tab comes back or the connection returns', async () => {
    vi.useFakeTimers({
      toFake: ['Date', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'],
    });
    vi.setSystemTime(NOW);
    server.queue = [ticket()];
    renderPage();
    await vi.advanceTimersByTimeAsync(100);
    expect(queueCalls()).toBe(1);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(queueCalls()).toBe(2);

    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
    await vi.advanceTimersByTimeAsync(100);
    expect(queueCalls()).toBe(3);

    window.dispatchEvent(new Event('offline'));
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(100);
    expect(queueCalls()).toBe(4);
  });
});
