import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { OrdersTable } from './orders-table';
import { makeOrder } from './test-orders';

const orders = [
  makeOrder({ id: 'a', order_number: '1', status: 'pending' }),
  makeOrder({ id: 'b', order_number: '2', status: 'processing' }),
  makeOrder({ id: 'c', order_number: '3', status: 'delivered' }),
  makeOrder({ id: 'd', order_number: '4', status: 'cancelled' }),
];

function renderTable(props: Partial<Parameters<typeof OrdersTable>[0]> = {}) {
  const onOpen = vi.fn();
  render(
    <OrdersTable
      orders={orders}
      columns={['number', 'customer', 'status', 'total']}
      loading={false}
      loadingText="Carregando pedidos..."
      emptyText="Nenhum pedido encontrado"
      onOpen={onOpen}
      {...props}
    />,
  );
  return onOpen;
}

const row = (label: string) => screen.getByRole('row', { name: `Abrir pedido ${label}` });

describe('OrdersTable', () => {
  it('tints pending yellow, processing blue, cancelled red and leaves delivered plain', () => {
    renderTable();
    expect(row('#1').className).toContain('bg-warning/10');
    expect(row('#2').className).toContain('bg-info/10');
    expect(row('#4').className).toContain('bg-destructive/10');
    expect(row('#3').className).not.toMatch(/bg-(warning|info|destructive)/);
  });

  it('labels each status with the one word the whole panel uses', () => {
    renderTable();
    expect(row('#1').textContent).toContain('Aguardando');
    expect(row('#2').textContent).toContain('Em preparo');
    expect(row('#2').textContent).not.toContain('Saiu para entrega');
    expect(row('#3').textContent).toContain('Entregue');
    expect(row('#4').textContent).toContain('Cancelado');
  });

  it('opens a row by click and by Enter', () => {
    const onOpen = renderTable();
    fireEvent.click(row('#3'));
    fireEvent.keyDown(row('#4'), { key: 'Enter' });
    expect(onOpen.mock.calls.map(([order]) => (order as { id: string }).id)).toEqual(['c', 'd']);
  });

  it('says when it is loading and when there is nothing', () => {
    renderTable({ orders: undefined, loading: true });
    expect(screen.getByText('Carregando pedidos...')).toBeTruthy();
  });

  it('says when there is nothing', () => {
    renderTable({ orders: [] });
    expect(screen.getByText('Nenhum pedido encontrado')).toBeTruthy();
  });
});

describe('OrdersTable on a phone', () => {
  it('shows each order as a card with its status, total and time, which opens it', () => {
    const matchMedia = vi.fn((query: string) => ({
      matches: query.includes('max-width'),
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    vi.stubGlobal('matchMedia', matchMedia);
    try {
      const onOpen = renderTable();
      expect(screen.queryByRole('table')).toBeNull();
      const card = screen.getByRole('button', { name: 'Abrir pedido #2' });
      expect(card.textContent).toContain('Em preparo');
      expect(card.textContent).toContain('R$');
      fireEvent.click(card);
      expect(onOpen).toHaveBeenCalledWith(orders[1]);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
