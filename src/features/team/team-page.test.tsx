import { fireEvent, render, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { teamKeys } from '@/data/team/keys';
import { staffRights } from '@/domain/staff-roles';
import { renderTree } from '@/features/orders/test-orders';
import { TeamPage } from './team-page';
import { teamMember } from './test-members';

const team = [
  teamMember({}),
  teamMember({
    user_id: 'u2',
    username: 'caixa',
    display_name: 'Bia',
    role: 'attendant',
    last_sign_in_at: '2026-11-25T22:42:00Z',
  }),
  teamMember({
    user_id: 'u3',
    username: 'moto',
    display_name: 'Zé',
    role: 'driver',
    is_active: false,
  }),
];

beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

function renderPage() {
  render(renderTree(<TeamPage />, (client) => client.setQueryData(teamKeys.list(), team)).tree);
}

describe('TeamPage', () => {
  it('lists each person with username, role and whether the account is active', () => {
    renderPage();
    const list = screen.getByRole('list', { name: 'Pessoas da equipe' });
    const bia = within(list).getByRole('listitem', { name: 'Bia' });
    expect(within(bia).getByText('caixa')).toBeTruthy();
    expect(within(bia).getByText('Atendente')).toBeTruthy();
    expect(within(bia).getByText('Ativo')).toBeTruthy();
    expect(within(bia).getByText(/^Último acesso: 25\/11\/2026 às \d\d:42$/)).toBeTruthy();
    const ze = within(list).getByRole('listitem', { name: 'Zé' });
    expect(within(ze).getByText('Entregador')).toBeTruthy();
    expect(within(ze).getByText('Desativado')).toBeTruthy();
    expect(within(ze).getByText('Ainda não entrou no painel')).toBeTruthy();
    expect(within(ze).getByRole('button', { name: 'Reativar' })).toBeTruthy();
  });

  it('warns that a deactivated person is signed out at once', () => {
    renderPage();
    const bia = screen.getByRole('listitem', { name: 'Bia' });
    fireEvent.click(within(bia).getByRole('button', { name: 'Desativar' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Desativar Bia?' });
    expect(dialog.textContent).toContain('A pessoa sai do painel na hora');
  });

  it('draws the rights matrix from the one table, a row per right and a column per role', () => {
    renderPage();
    const matrix = screen.getByRole('table');
    const headers = within(matrix)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual(['Permissão', 'Dono', 'Atendente', 'Cozinha', 'Entregador']);
    expect(within(matrix).getAllByRole('rowheader')).toHaveLength(staffRights.length);
    const cells = (right: string) =>
      within(within(matrix).getByRole('row', { name: new RegExp(`^${right}`) }))
        .getAllByRole('cell')
        .map((td) => td.textContent);
    expect(cells('Equipe')).toEqual(['Sim', 'Não', 'Não', 'Não']);
    expect(cells('Mudar status')).toEqual(['Sim', 'Sim', 'Não', 'Não']);
  });
});
