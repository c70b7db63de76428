import { fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SalesReport } from '@/data/reports/get-sales-report';
import { reportKeys } from '@/data/reports/keys';
import { settingsKeys } from '@/data/settings/keys';
import { businessToday, presetPeriod } from '@/domain/reports/period';
import { createQueryClient } from '@/lib/query-client';
import { renderApp } from '@/test/render-app';
import { ReportsPage } from './reports-page';

const TZ = 'America/Sao_Paulo';
const summary = {
  orders: 4,
  revenue: 147,
  average_ticket: 36.75,
  discounts: 5,
  delivery_fees: 17,
  cancelled_orders: 1,
  cancelled_amount: 70,
  new_customers: 2,
  returning_customers: 1,
};

function reportFor(from: string, to: string): SalesReport {
  return {
    from,
    to,
    previous_from: '2026-03-02',
    previous_to: '2026-03-08',
    timezone: TZ,
    day_starts_at: '05:00',
    starts_at: '2026-03-09T08:00:00+00:00',
    ends_at: '2026-03-16T08:00:00+00:00',
    summary,
    previous: { ...summary, orders: 2, revenue: 98 },
    by_day: [
      { day: '2026-03-09', orders: 1, revenue: 50 },
      { day: '2026-03-10', orders: 0, revenue: 0 },
    ],
    by_weekday_hour: [{ weekday: 1, hour: 12, orders: 3, revenue: 50 }],
    products: [{ product_id: 'p', name: 'Pizza Grande', quantity: 1, revenue: 45 }],
    options: [
      { option_id: 'o', name: 'Calabresa', group: 'Sabores', quantity: 0.5, revenue: 22.5 },
    ],
    payments: [{ method: 'pix', orders: 4, revenue: 147 }],
    channels: [{ channel: 'online', orders: 4, revenue: 147 }],
    fulfillment: [{ fulfillment: 'delivery', orders: 4, revenue: 147, delivery_fees: 17 }],
    zones: [{ zone_id: null, name: null, orders: 4, revenue: 147, delivery_fees: 17 }],
    cancellations: [{ reason: 'Cliente desistiu', orders: 1, amount: 70 }],
    step_minutes: [{ step: 'accepted', orders: 3, median: 10, p90: 18 }],
  };
}

function renderPage(timezone: string | null = TZ) {
  const client = createQueryClient();
  client.setQueryData(settingsKeys.admin(), { timezone, day_starts_at: '05:00:00' });
  const { from, to } = presetPeriod('7d', businessToday(new Date(), TZ, '05:00'));
  client.setQueryData(reportKeys.sales(from, to), reportFor(from, to));
  renderApp(<ReportsPage />, { queryClient: client });
}

describe('ReportsPage', () => {
  // jsdom draws no canvas: the chart stays blank, its numbers are in the table.
  beforeAll(() => {
    HTMLCanvasElement.prototype.getContext = (() => null) as never;
  });

  it('opens on the last 7 days with each figure against the period before', () => {
    renderPage();
    expect(screen.getByRole('button', { name: '7 dias', pressed: true })).toBeTruthy();
    const figure = (name: string) =>
      screen.getByRole('group', { name }).textContent?.replace(/\s/g, ' ');
    expect(figure('Faturamento')).toBe('FaturamentoR$ 147,00+50%vs. período anterior');
    expect(figure('Pedidos')).toBe('Pedidos4+100%vs. período anterior');
    expect(figure('Cancelamentos')).toContain('R$ 70,00 fora do faturamento');
    expect(screen.getByText(/comparado com 02\/03\/2026 a 08\/03\/2026/)).toBeTruthy();
    const reasons = screen.getByRole('table', { name: 'Cancelamentos por motivo' });
    expect(within(reasons).getByText('Cliente desistiu')).toBeTruthy();
  });

  it('gives every chart as a table and states the meio a meio rule', () => {
    renderPage();
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Vendas' }));
    const days = screen.getByRole('table', { name: 'Faturamento por dia' });
    expect(within(days).getByText('10/03/2026')).toBeTruthy();
    const heat = screen.getByRole('table', { name: /Pedidos por dia da semana/ });
    expect(within(heat).getByRole('rowheader', { name: 'Seg' })).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Produtos' }));
    const options = screen.getByRole('table', { name: 'Complementos' });
    expect(within(options).getByText('0,5')).toBeTruthy();
    expect(screen.getByText(/Meio a meio: cada sabor conta a sua fração/)).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Entregas' }));
    expect(screen.getByText('Sem área')).toBeTruthy();
    expect(screen.getByText('Recebido → aceito')).toBeTruthy();
  });

  it('says so when the shop has no time zone, instead of counting days in UTC', () => {
    renderPage(null);
    expect(screen.getByRole('alert').textContent).toContain(
      'O fuso horário da loja não está configurado',
    );
  });
});
