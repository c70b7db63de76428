import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CashSessionReport } from '@/domain/cash-register/session';
import { cashRegisterKeys } from '@/data/cash-register/keys';
import type { ClosedCashSession } from '@/data/cash-register/schema';
import { authKeys } from '@/data/account/keys';
import type { StaffRole } from '@/domain/staff-roles';
import { settingsKeys } from '@/data/settings/keys';
import { createQueryClient } from '@/lib/query-client';
import { renderApp } from '@/test/render-app';
import { CashRegisterPage } from './cash-register-page';
import { HISTORY_PAGE_SIZE } from './cash-history';
import { STAFF_USER_ID } from '@/test/signed-in-session';
import { SHIFT_TAKINGS } from '@/test/cash-shift';

// The signed-in account, as the session store would give it; its role is seeded per test.
vi.mock('@/data/account/use-session', () => import('@/test/signed-in-session'));

const open: CashSessionReport = {
  id: 's-open',
  status: 'open',
  opened_at: '2026-11-21T21:00:00.000Z',
  opened_by_name: 'Bia do Caixa',
  opening_amount: 150,
  closed_at: null,
  closed_by_name: null,
  notes: null,
  ...SHIFT_TAKINGS,
  counted: null,
  difference: null,
  movements: [
    {
      id: 'm1',
      kind: 'withdrawal',
      amount: 35.5,
      reason: 'Pagamento do gás',
      created_by_name: 'Bia do Caixa',
      created_at: '2026-11-21T23:00:00.000Z',
    },
  ],
  events: [],
};

const closedRow: ClosedCashSession = {
  id: 's-old',
  opened_at: '2026-11-20T21:00:00.000Z',
  opened_by_name: 'Bia do Caixa',
  closed_at: '2026-11-21T03:00:00.000Z',
  closed_by_name: 'Carlos',
  opening_amount: 100,
  expected: { cash: 300, pix: 50, credit: 0, debit: 0 },
  counted: { cash: 298, pix: 50, credit: 0, debit: 0 },
};

const closedReport: CashSessionReport = {
  ...open,
  id: 's-old',
  status: 'closed',
  closed_at: closedRow.closed_at,
  closed_by_name: 'Carlos',
  expected: closedRow.expected,
  counted: closedRow.counted,
  difference: { cash: -2, pix: 0, credit: 0, debit: 0, total: -2 },
  notes: 'Faltou troco',
};

function renderPage({
  current = open,
  role = 'attendant',
}: { current?: CashSessionReport | null; role?: StaffRole } = {}) {
  const client = createQueryClient();
  client.setQueryData(settingsKeys.admin(), null);
  client.setQueryData(cashRegisterKeys.current(), current);
  client.setQueryData(authKeys.staffRole(STAFF_USER_ID), role);
  client.setQueryData(cashRegisterKeys.history(0, HISTORY_PAGE_SIZE), {
    sessions: [closedRow],
    total: 1,
  });
  client.setQueryData(cashRegisterKeys.detail('s-old'), closedReport);
  renderApp(<CashRegisterPage />, { queryClient: client, path: '/caixa' });
}

const normal = (text: string | null) => (text ?? '').replace(/\u00a0/g, ' ');

afterEach(() => vi.restoreAllMocks());

describe('CashRegisterPage', () => {
  it('offers to open the register with a float when none is open, and wants the float', async () => {
    renderPage({ current: null });
    expect(screen.getByRole('heading', { name: 'Caixa fechado' })).toBeTruthy();
    const form = screen.getByRole('form', { name: 'Abrir caixa' });
    expect(within(form).getByLabelText('Troco inicial')).toBeTruthy();
    fireEvent.click(within(form).getByRole('button', { name: 'Abrir caixa' }));
    expect(await screen.findByText('Informe o troco inicial (0 se não houver).')).toBeTruthy();
  });

  it('shows since when, by whom, the float and the running expected per method', () => {
    renderPage();
    expect(normal(screen.getByText(/Aberto desde/).textContent)).toMatch(
      /Aberto desde 21\/11\/2026 às \d\d:00 por Bia do Caixa · Troco inicial R\$ 150,00/,
    );
    const expected = screen
      .getByRole('heading', { name: 'Esperado no caixa' })
      .closest('[data-slot="card"]')!;
    const text = normal(expected.textContent);
    for (const [label, amount] of [
      ['Dinheiro', 'R$ 232,80'],
      ['Pix', 'R$ 89,90'],
      ['Cartão de Crédito', 'R$ 45,00'],
      ['Cartão de Débito', 'R$ 0,00'],
      ['Total', 'R$ 367,70'],
    ])
      expect(text).toContain(`${label}${amount}`);
    expect(text).toContain('Troco R$ 150,00 + vendas R$ 98,30 (3 pedidos)');
    const movements = screen.getByRole('list', { name: 'Movimentações do caixa' });
    expect(normal(movements.textContent)).toMatch(
      /^Sangria21\/11 às \d\d:00 · Bia do CaixaPagamento do gás−R\$ 35,50$/,
    );
  });

  it('asks a sangria for an amount and a reason', async () => {
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Sangria' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sangria' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Registrar sangria' }));
    expect(await within(dialog).findByText('Informe um valor maior que zero.')).toBeTruthy();
    expect(within(dialog).getByText('Informe o motivo.')).toBeTruthy();
    expect(within(dialog).getByLabelText('Valor').getAttribute('aria-invalid')).toBe('true');
  });

  it('closes by counting each method, showing the difference as it is typed', async () => {
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Fechar caixa' }));
    const dialog = await screen.findByRole('dialog', { name: 'Fechar caixa' });
    expect(normal(within(dialog).getByText('Esperado R$ 232,80').textContent)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Dinheiro'), { target: { value: '230,80' } });
    fireEvent.change(within(dialog).getByLabelText('Pix'), { target: { value: '90,90' } });
    expect(normal(dialog.textContent)).toContain('Falta R$ 2,00');
    expect(normal(dialog.textContent)).toContain('Sobra R$ 1,00');
    // credit and debit still empty: the total so far is short of the card payments
    expect(normal(dialog.textContent)).toContain('Diferença totalFalta R$ 46,00');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Fechar caixa' }));
    expect(
      await within(dialog).findAllByText('Informe o valor contado (0 se não houver).'),
    ).toHaveLength(2);
  });

  it("lists closed sessions and opens one's report, printable, reopened only by the owner", async () => {
    renderPage({ role: 'attendant' });
    const history = screen.getByRole('list', { name: 'Caixas fechados' });
    expect(normal(history.textContent)).toContain('Falta R$ 2,00');
    fireEvent.click(within(history).getByRole('button'));
    const dialog = await screen.findByRole('dialog', { name: 'Fechamento de caixa' });
    const table = within(dialog).getByRole('table', { name: 'Fechamento por forma de pagamento' });
    expect(normal(within(table).getAllByRole('row')[1]!.textContent)).toBe(
      'DinheiroR$ 300,00R$ 298,00Falta R$ 2,00',
    );
    expect(within(dialog).getByText('Faltou troco')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Reabrir caixa' })).toBeNull();

    let html = '';
    const win = {
      document: { open: () => {}, write: (value: string) => (html = value), close: () => {} },
      setTimeout: () => 0,
    };
    vi.spyOn(window, 'open').mockReturnValue(win as unknown as Window);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Imprimir relatório' }));
    expect(html).toContain('FECHAMENTO DE CAIXA');
    expect(normal(html)).toContain('Falta R$ 2,00');
  });

  it('gives the owner the reopening of a closed session', async () => {
    renderPage({ role: 'owner', current: null });
    expect(screen.getByText('Todos os fechamentos da loja.')).toBeTruthy();
    fireEvent.click(
      within(screen.getByRole('list', { name: 'Caixas fechados' })).getByRole('button'),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Fechamento de caixa' });
    expect(within(dialog).getByRole('button', { name: 'Reabrir caixa' })).toBeTruthy();
  });
});
