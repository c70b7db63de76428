import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { OrderStats } from '@/data/orders/get-order-stats';
import { orderKeys } from '@/data/orders/keys';
import { DashboardStats } from './dashboard-stats';
import { pastKitchen } from './past-kitchen';
import { renderTree } from './test-orders';

const stats: OrderStats = {
  total: 12,
  pending: 2,
  processing: 3,
  outForDelivery: 2,
  readyForPickup: 1,
  delivered: 4,
  cancelled: 0,
  deliveredToday: 4,
};

describe('DashboardStats', () => {
  it('counts pending and in-kitchen orders, naming those past the kitchen under Em Preparo', () => {
    const { tree } = renderTree(<DashboardStats />, (client) =>
      client.setQueryData(orderKeys.stats(), stats),
    );
    render(tree);
    expect(screen.getByRole('group', { name: 'Pedidos Pendentes' }).textContent).toBe(
      'Pedidos Pendentes2',
    );
    expect(screen.getByRole('group', { name: 'Em Preparo' }).textContent).toBe(
      'Em Preparo3+ 2 a caminho · 1 pronto para retirada',
    );
  });

  it('says nothing more when nothing is past the kitchen', () => {
    expect(pastKitchen(0, 0)).toBeUndefined();
    expect(pastKitchen(1, 0)).toBe('+ 1 a caminho');
    expect(pastKitchen(0, 2)).toBe('+ 2 prontos para retirada');
  });
});
