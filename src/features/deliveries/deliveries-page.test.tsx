import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeOrder, renderTree } from '@/features/orders/test-orders';
import { DeliveriesPage } from './deliveries-page';

// The server as the courier's screen talks to it: the orders table and set_order_status.
const server = vi.hoisted(() => ({
  rows: [] as Array<Record<string, unknown>>,
  rpc: [] as Array<{ fn: string; args: Record<string, unknown> }>,
  refuse: null as null | { code: string; message: string },
  fetches: 0,
}));

vi.mock('@/lib/supabase', async () => {
  const { fakeQuery } = await import('@/test/fake-query');
  return {
    supabase: {
      from: () => {
        server.fetches += 1;
        return fakeQuery(() => server.rows);
      },
      rpc: (fn: string, args: Record<string, unknown>) => {
        server.rpc.push({ fn, args });
        if (server.refuse) return Promise.resolve({ data: null, error: server.refuse });
        const row = { ...server.rows.find((r) => r.id === args.order_id), status: args.status };
        return Promise.resolve({ data: row, error: null });
      },
    },
  };
});

vi.mock('@/data/account/use-session', () => ({
  useSession: () => ({ status: 'signed-in', session: { user: { id: 'driver-1' } } }),
}));

afterEach(() => {
  cleanup();
  server.rpc = [];
  server.refuse = null;
});

function renderPage() {
  server.rows = [
    makeOrder({ id: 'a', order_number: '7', status: 'processing', driver_id: 'driver-1' }),
    makeOrder({ id: 'b', order_number: '8', status: 'delivered', driver_id: 'driver-1' }),
  ] as unknown as Array<Record<string, unknown>>;
  render(renderTree(<DeliveriesPage />).tree);
}

describe('DeliveriesPage', () => {
  it('lists the open deliveries and folds the delivered ones below', async () => {
    renderPage();
    expect(await screen.findByRole('button', { name: 'Saiu para entrega' })).toBeTruthy();
    expect(screen.getByText('Entregues hoje (1)')).toBeTruthy();
  });

  it('moves the order through set_order_status', async () => {
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Saiu para entrega' }));
    await waitFor(() =>
      expect(server.rpc).toEqual([
        { fn: 'set_order_status', args: { order_id: 'a', status: 'out_for_delivery' } },
      ]),
    );
  });

  it("shows the server's sentence when it refuses, and asks for the list again", async () => {
    server.refuse = { code: 'P0001', message: 'Este pedido já foi encerrado.' };
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Saiu para entrega' }));
    const fetched = server.fetches;
    expect(await screen.findByText('Este pedido já foi encerrado.')).toBeTruthy();
    await waitFor(() => expect(server.fetches).toBeGreaterThan(fetched));
  });
});
