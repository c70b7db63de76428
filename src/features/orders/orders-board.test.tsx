import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { cacheChangedOrder, cacheNewOrder } from '@/data/orders/cache';
import { orderKeys } from '@/data/orders/keys';
import { staffKeys } from '@/data/staff/keys';
import type { Order } from '@/data/orders/schema';
import { BOARD_COLUMNS, columnFilters } from './board-columns';
import { OrdersBoard } from './orders-board';
import { makeOrder, renderTree } from './test-orders';

const TODAY = '2026-11-27';
const recent = new Date(Date.now() - 5 * 60_000).toISOString();

const waiting = makeOrder({
  id: 'w1',
  order_number: '1050',
  customer_name: 'Maria Lima',
  created_at: recent,
});
const cooking = makeOrder({
  id: 'c1',
  order_number: '1049',
  customer_name: 'João Pedro',
  status: 'processing',
  fulfillment: 'pickup',
  total_amount: 61.5,
});
const onTheWay = makeOrder({ id: 'r1', order_number: '1048', status: 'out_for_delivery' });

function renderBoard() {
  const onOpen = vi.fn();
  const byColumn: Record<string, Order[]> = {
    waiting: [waiting],
    kitchen: [cooking],
    ready: [onTheWay],
    done: [],
  };
  const { tree, client } = renderTree(<OrdersBoard onOpen={onOpen} />, (c) => {
    c.setDefaultOptions({ queries: { staleTime: Infinity, retry: false } });
    c.setQueryData(staffKeys.drivers(), [
      { user_id: 'd-1', display_name: 'João Moto', is_active: true },
    ]);
    c.setQueryData(orderKeys.today(), {
      day: TODAY,
      orders: 0,
      revenue: 0,
      averageTicket: 0,
      pending: 1,
      cancelled: 0,
    });
    for (const column of BOARD_COLUMNS) {
      const orders = byColumn[column.id]!;
      c.setQueryData(orderKeys.list(columnFilters(column, TODAY)), {
        orders,
        total: orders.length,
      });
    }
  });
  render(tree);
  return { onOpen, client };
}

const column = (name: string) => screen.getByRole('region', { name: new RegExp(`^${name}`) });

describe('OrdersBoard', () => {
  it('shows the four status columns with their orders: number, name, time, total, fulfilment', () => {
    renderBoard();
    for (const title of ['Aguardando', 'Em preparo', 'Pronto ou a caminho', 'Concluídos hoje'])
      expect(column(title)).toBeTruthy();
    const card = within(column('Em preparo')).getByRole('button', { name: /Pedido #1049/ });
    const text = card.textContent?.replace(/\s/g, ' ');
    expect(text).toContain('João Pedro');
    expect(text).toContain('Retirada');
    expect(text).toContain('R$ 61,50');
    expect(within(column('Aguardando')).getByText('há 5 minutos')).toBeTruthy();
    expect(within(column('Concluídos hoje')).getByText('Nenhum pedido')).toBeTruthy();
  });

  it('lets the counter choose the driver of an accepted delivery on its card, not of a pickup', () => {
    renderBoard();
    const select = within(column('Pronto ou a caminho')).getByRole('combobox', {
      name: 'Entregador do pedido #1048',
    }) as HTMLSelectElement;
    expect([...select.options].map((o) => o.text)).toEqual(['Sem entregador', 'João Moto']);
    expect(within(column('Em preparo')).queryByRole('combobox')).toBeNull();
    expect(within(column('Aguardando')).queryByRole('combobox')).toBeNull();
  });

  it('opens an order from its card', () => {
    const { onOpen } = renderBoard();
    fireEvent.click(screen.getByRole('button', { name: /Pedido #1050/ }));
    expect(onOpen).toHaveBeenCalledWith(waiting);
  });

  it('puts a new order from realtime in Aguardando at once, and moves it out when accepted', async () => {
    const { client } = renderBoard();
    const arriving = makeOrder({ id: 'n1', order_number: '1051', customer_name: 'Nova Cliente' });
    act(() => cacheNewOrder(client, arriving));
    expect(
      await within(column('Aguardando')).findByRole('button', { name: /Pedido #1051/ }),
    ).toBeTruthy();
    act(() => cacheChangedOrder(client, { ...arriving, status: 'processing' }));
    await waitFor(() =>
      expect(
        within(column('Aguardando')).queryByRole('button', { name: /Pedido #1051/ }),
      ).toBeNull(),
    );
  });

  it('offers a switcher for phones, one column at a time', () => {
    renderBoard();
    const switcher = screen.getByRole('group', { name: 'Coluna do quadro' });
    const kitchen = within(switcher).getByRole('button', { name: 'Em preparo 1' });
    expect(kitchen.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(kitchen);
    expect(kitchen.getAttribute('aria-pressed')).toBe('true');
    expect(column('Aguardando').className).toContain('max-md:hidden');
    expect(column('Em preparo').className).not.toContain('max-md:hidden');
  });
});
