import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { orderKeys } from '@/data/orders/keys';
import type { PendingOrders } from '@/data/orders/get-pending-orders';
import { setSoundEnabled } from '@/lib/sounds';
import { OrderAlarmBar } from './order-alarm-bar';
import { makeOrder, renderTree } from './test-orders';

// The server: the pending orders it lists, and the status changes it is asked for.
const server = vi.hoisted(() => ({
  pending: [] as Array<Record<string, unknown>>,
  accepted: null as Record<string, unknown> | null,
  rpc: [] as Array<{ fn: string; args: Record<string, unknown> }>,
}));

vi.mock('@/lib/supabase', async () => {
  const { fakeQuery } = await import('@/test/fake-query');
  return {
    supabase: {
      from: () =>
        fakeQuery(
          () => server.pending,
          () => server.accepted,
        ),
      rpc: (fn: string, args: Record<string, unknown>) => {
        server.rpc.push({ fn, args });
        const order = server.pending.find((o) => o.id === args.order_id);
        server.accepted = { ...order, status: args.status };
        server.pending = server.pending.filter((o) => o !== order);
        return Promise.resolve({ data: null, error: null });
      },
    },
  };
});

const first = makeOrder({
  id: '11111111-1111-4111-8111-111111111111',
  order_number: '1041',
  customer_name: 'Bruno Lima',
  created_at: '2026-11-24T22:00:00.000Z',
});
const second = makeOrder({
  id: '22222222-2222-4222-8222-222222222222',
  order_number: '1042',
  created_at: '2026-11-24T22:03:00.000Z',
});

function renderBar(pending: PendingOrders) {
  server.pending = pending.orders as unknown as Array<Record<string, unknown>>;
  const { tree, client } = renderTree(<OrderAlarmBar />, (c) =>
    c.setQueryData(orderKeys.pending(), pending),
  );
  render(tree);
  return client;
}

beforeEach(() => {
  localStorage.setItem('notifyCustomerOnStatus', 'false');
  server.rpc = [];
});
afterEach(() => {
  localStorage.clear();
  document.title = '';
});

describe('OrderAlarmBar', () => {
  it('shows nothing while no order waits', () => {
    renderBar({ orders: [], total: 0 });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('counts the waiting orders and names the oldest', () => {
    renderBar({ orders: [second, first], total: 2 });
    const banner = screen.getByRole('alert', { name: 'Pedidos aguardando aceite' });
    expect(banner.textContent).toContain('2 pedidos aguardando aceite');
    expect(banner.textContent).toContain('#1041 · Bruno Lima');
    expect(document.title).toBe('(2) Novo pedido!');
  });

  it('"Aceitar" accepts the oldest, and the banner goes when none is left', async () => {
    const client = renderBar({ orders: [first], total: 1 });
    const banner = screen.getByRole('alert', { name: 'Pedidos aguardando aceite' });
    fireEvent.click(within(banner).getByRole('button', { name: 'Aceitar pedido #1041' }));
    await waitFor(() =>
      expect(server.rpc).toContainEqual({
        fn: 'set_order_status',
        args: { order_id: first.id, status: 'processing' },
      }),
    );
    await act(() => client.invalidateQueries({ queryKey: orderKeys.pending() }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(document.title).toBe('');
  });

  it('shows the banner whatever the sound switch says', () => {
    setSoundEnabled(false);
    renderBar({ orders: [first], total: 1 });
    expect(screen.getByRole('alert').textContent).toContain('1 pedido aguardando aceite');
  });
});
