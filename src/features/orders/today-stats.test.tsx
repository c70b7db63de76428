import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TodaySummary } from '@/data/orders/get-today-summary';
import { orderKeys } from '@/data/orders/keys';
import { TodayStats } from './today-stats';
import { renderTree } from './test-orders';

const today: TodaySummary = {
  day: '2026-11-27',
  orders: 12,
  revenue: 1234.5,
  averageTicket: 102.88,
  pending: 2,
  cancelled: 1,
};

describe('TodayStats', () => {
  it("shows today's orders, revenue and average ticket, saying what is left out", () => {
    const { tree } = renderTree(<TodayStats />, (client) =>
      client.setQueryData(orderKeys.today(), today),
    );
    render(tree);
    const section = screen.getByRole('region', { name: 'Hoje' });
    const figure = (name: string) =>
      within(section).getByRole('group', { name }).textContent?.replace(/\s/g, ' ');
    expect(figure('Pedidos')).toBe('Pedidos12fora da conta: 2 aguardando · 1 cancelado');
    expect(figure('Faturamento')).toBe('FaturamentoR$ 1.234,50');
    expect(figure('Ticket médio')).toBe('Ticket médioR$ 102,88');
  });
});
