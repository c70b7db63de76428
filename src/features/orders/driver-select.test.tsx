import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { staffKeys } from '@/data/staff/keys';
import type { Driver } from '@/data/staff/get-drivers';
import type { Order } from '@/data/orders/schema';
import { BoardDriverSelect, DriverSelect } from './driver-select';
import { makeOrder, renderTree } from './test-orders';

// The server as the select talks to it: assign_driver answers the changed row.
const server = vi.hoisted(() => ({
  rpc: [] as Array<{ fn: string; args: Record<string, unknown> }>,
  row: null as unknown as Record<string, unknown>,
}));

vi.mock('@/lib/supabase', () => ({
  supabase: {
    rpc: (fn: string, args: Record<string, unknown>) => {
      server.rpc.push({ fn, args });
      server.row = { ...server.row, driver_id: args.driver_id };
      return Promise.resolve({ data: server.row, error: null });
    },
  },
}));

const DRIVERS: Driver[] = [
  { user_id: 'd-1', display_name: 'João Moto', is_active: true },
  { user_id: 'd-2', display_name: 'Pedro Antigo', is_active: false },
];

function renderSelect(over: Partial<Order> = {}, Select = DriverSelect) {
  const order = makeOrder({ status: 'processing', ...over });
  server.row = order as unknown as Record<string, unknown>;
  const { tree } = renderTree(<Select order={order} />, (client) =>
    client.setQueryData(staffKeys.drivers(), DRIVERS),
  );
  render(tree);
}

afterEach(() => {
  cleanup();
  server.rpc = [];
});

describe('DriverSelect', () => {
  it('offers the active drivers and assigns the one picked through assign_driver', async () => {
    renderSelect();
    const select = screen.getByLabelText('Entregador') as HTMLSelectElement;
    expect([...select.options].map((o) => o.text)).toEqual(['Sem entregador', 'João Moto']);
    fireEvent.change(select, { target: { value: 'd-1' } });
    await waitFor(() =>
      expect(server.rpc).toEqual([
        { fn: 'assign_driver', args: { order_id: 'o-1042', driver_id: 'd-1' } },
      ]),
    );
    expect(await screen.findByText('Entrega com João Moto')).toBeTruthy();
  });

  it('takes the delivery back with Sem entregador (null)', async () => {
    renderSelect({ driver_id: 'd-1' });
    fireEvent.change(screen.getByLabelText('Entregador'), { target: { value: 'none' } });
    await waitFor(() => expect(server.rpc[0]?.args.driver_id).toBeNull());
  });

  it('names the driver of a closed order, without a choice, and nothing for a pickup', () => {
    renderSelect({ status: 'delivered', driver_id: 'd-2' });
    expect(screen.getByText('Pedro Antigo')).toBeTruthy();
    expect(screen.queryByRole('combobox')).toBeNull();
    cleanup();
    renderSelect({ fulfillment: 'pickup' });
    expect(screen.queryByText('Entregador')).toBeNull();
  });

  it("on a board card: the same choice, named after the order's number", async () => {
    renderSelect({ driver_id: 'd-2' }, BoardDriverSelect);
    const select = screen.getByLabelText('Entregador do pedido #1042') as HTMLSelectElement;
    // The inactive driver who has it stays shown; only active ones can be picked anew.
    expect([...select.options].map((o) => o.text)).toEqual([
      'Sem entregador',
      'João Moto',
      'Pedro Antigo',
    ]);
    fireEvent.change(select, { target: { value: 'd-1' } });
    await waitFor(() =>
      expect(server.rpc).toEqual([
        { fn: 'assign_driver', args: { order_id: 'o-1042', driver_id: 'd-1' } },
      ]),
    );
  });
});
