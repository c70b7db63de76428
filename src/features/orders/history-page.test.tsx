import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { OrderStatus } from '@/domain/orders/status';
import type { OrderStats } from '@/data/orders/get-order-stats';
import { orderKeys } from '@/data/orders/keys';
import { HISTORY_PAGE_SIZE, HistoryPage } from './history-page';
import { OrderDialog } from './order-dialog';
import { makeOrder, renderTree } from './test-orders';

const stats: OrderStats = {
  total: 30,
  pending: 2,
  processing: 3,
  delivered: 25,
  cancelled: 0,
  deliveredToday: 4,
  outForDelivery: 1,
  readyForPickup: 1,
};

function page(status: OrderStatus, index: number, count: number, total: number) {
  return {
    orders: Array.from({ length: count }, (_, i) =>
      makeOrder({
        id: `${status}-${index}-${i}`,
        order_number: String(1000 + index * 100 + i),
        status,
      }),
    ),
    total,
  };
}

function renderHistory() {
  // The dialog lives in the admin layout, around every page.
  const { tree } = renderTree(
    <>
      <HistoryPage />
      <OrderDialog />
    </>,
    (client) => {
      client.setQueryData(orderKeys.stats(), stats);
      const key = (statuses: OrderStatus[], p: number) =>
        orderKeys.list({ statuses, page: p, pageSize: HISTORY_PAGE_SIZE });
      client.setQueryData(key(['delivered'], 0), page('delivered', 0, 20, 25));
      client.setQueryData(key(['delivered'], 1), page('delivered', 1, 5, 25));
      const inProgress = page('processing', 0, 3, 5);
      inProgress.orders.push(
        makeOrder({ id: 'out', order_number: '1900', status: 'out_for_delivery' }),
        makeOrder({ id: 'ready', order_number: '1901', status: 'ready_for_pickup' }),
      );
      client.setQueryData(
        key(['processing', 'out_for_delivery', 'ready_for_pickup'], 0),
        inProgress,
      );
      client.setQueryData(key(['cancelled'], 0), page('cancelled', 0, 0, 0));
    },
  );
  render(tree);
}

const tab = (name: RegExp) => screen.getByRole('tab', { name });
const bodyRows = () => screen.getAllByRole('row').filter((row) => row.getAttribute('data-status'));

describe('HistoryPage', () => {
  it('counts each tab from the stats', () => {
    renderHistory();
    expect(tab(/Entregues/).textContent).toBe('Entregues25');
    // Em Preparo: every accepted order not yet delivered (in the kitchen, on its way, ready).
    expect(tab(/Em Preparo/).textContent).toBe('Em Preparo5');
    expect(tab(/Cancelados/).textContent).toBe('Cancelados0');
  });

  it('pages through the delivered orders', () => {
    renderHistory();
    expect(bodyRows()).toHaveLength(20);
    expect(screen.getByText('Página 1 de 2')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Próxima' }));
    expect(screen.getByText('Página 2 de 2')).toBeTruthy();
    expect(bodyRows()).toHaveLength(5);
    expect((screen.getByRole('button', { name: 'Próxima' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('shows each tab its own status, and the empty text', () => {
    renderHistory();
    fireEvent.mouseDown(tab(/Em Preparo/));
    expect(bodyRows().map((row) => row.getAttribute('data-status'))).toEqual([
      'processing',
      'processing',
      'processing',
      'out_for_delivery',
      'ready_for_pickup',
    ]);
    fireEvent.mouseDown(tab(/Cancelados/));
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByText('Nenhum pedido encontrado nesta categoria')).toBeTruthy();
  });

  it('opens the dialog from a row', () => {
    renderHistory();
    fireEvent.click(bodyRows()[0]!);
    expect(
      within(screen.getByRole('dialog')).getByRole('heading', { level: 2 }).textContent,
    ).toContain('#1000');
  });
});
