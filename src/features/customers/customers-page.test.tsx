import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import Papa from 'papaparse';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { authKeys } from '@/data/account/keys';
import type { Customer } from '@/data/customers/get-customers';
import type { StaffRole } from '@/domain/staff-roles';
import { customerKeys } from '@/data/customers/keys';
import { settingsKeys } from '@/data/settings/keys';
import { createQueryClient } from '@/lib/query-client';
import { customersCsv } from './customers-csv';
import { CUSTOMERS_PAGE_SIZE, CustomersPage } from './customers-page';
import { STAFF_USER_ID } from '@/test/signed-in-session';

// The signed-in account, as the session store would give it; its role is seeded per test.
vi.mock('@/data/account/use-session', () => import('@/test/signed-in-session'));

const maria: Customer = {
  digits: '11911111111',
  name: 'Maria Souza',
  phone: '(11) 91111-1111',
  orders: 3,
  totalSpent: 110,
  averageTicket: 36.67,
  firstOrderAt: '2026-03-05T15:00:00+00:00',
  lastOrderAt: '2026-03-12T23:00:00+00:00',
  total: 2,
};
const hacker: Customer = { ...maria, digits: '21922222222', name: '=HYPERLINK("x")', total: 2 };

function renderPage(role: StaffRole = 'owner') {
  const client = createQueryClient();
  client.setQueryData(authKeys.staffRole(STAFF_USER_ID), role);
  client.setQueryData(settingsKeys.admin(), { timezone: 'America/Sao_Paulo' });
  const base = { order: 'recent' as const, page: 0, pageSize: CUSTOMERS_PAGE_SIZE };
  client.setQueryData(customerKeys.list({ ...base, search: undefined, inactiveDays: undefined }), {
    customers: [maria, hacker],
    total: 2,
  });
  client.setQueryData(customerKeys.list({ ...base, search: undefined, inactiveDays: 30 }), {
    customers: [maria],
    total: 1,
  });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <CustomersPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('CustomersPage', () => {
  it('lists customers with their orders one tap away and a WhatsApp chat', () => {
    renderPage();
    expect(screen.getByRole('status').textContent).toBe('2 clientes');
    const row = screen.getByText('Maria Souza').closest('tr')!;
    expect(within(row).getByText('R$ 110,00')).toBeTruthy();
    expect(
      within(row).getByRole('link', { name: 'Pedidos de Maria Souza' }).getAttribute('href'),
    ).toBe('/orders?busca=11911111111');
    expect(
      within(row).getByRole('link', { name: 'WhatsApp de Maria Souza' }).getAttribute('href'),
    ).toBe('https://wa.me/5511911111111');
    // a customer's name is text, never markup or a formula.
    expect(screen.getByText('=HYPERLINK("x")')).toBeTruthy();
  });

  it('offers the CSV of the whole list to the owner only', () => {
    renderPage('owner');
    expect(screen.getByRole('button', { name: 'Exportar CSV' })).toBeTruthy();
    cleanup();
    renderPage('attendant');
    expect(screen.getByText('Maria Souza')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Exportar CSV' })).toBeNull();
  });

  it('keeps only those gone for 30 days when asked', () => {
    renderPage();
    fireEvent.click(screen.getByRole('switch', { name: 'Sumidos há 30 dias' }));
    expect(screen.getByRole('status').textContent).toBe('1 cliente sem pedir há mais de 30 dias');
    expect(screen.queryByText('=HYPERLINK("x")')).toBeNull();
  });

  it('exports a CSV a spreadsheet reads as text, dates dd/MM/yyyy in the shop’s time zone', () => {
    const text = customersCsv([maria, hacker], 'America/Sao_Paulo');
    const rows = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), {
      delimiter: ';',
      skipEmptyLines: true,
    }).data;
    expect(rows[0]).toEqual([
      'Nome',
      'Telefone',
      'Pedidos',
      'Total gasto (R$)',
      'Ticket médio (R$)',
      'Primeiro pedido',
      'Último pedido',
    ]);
    expect(rows[1]).toEqual([
      'Maria Souza',
      '(11) 91111-1111',
      '3',
      '110',
      '36,67',
      '05/03/2026 12:00',
      '12/03/2026 20:00',
    ]);
    expect(rows[2]![0]).toBe(`'=HYPERLINK("x")`);
  });
});
