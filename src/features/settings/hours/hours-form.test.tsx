import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { stubResizeObserver } from '@/test/resize-observer';
import { HoursForm } from './hours-form';
import { emptyWeek } from './schedule';

const mutateAsync = vi.fn(async () => {});
vi.mock('@/data/opening-hours/save-opening-hours', () => ({
  useSaveOpeningHours: () => ({ mutateAsync, isPending: false }),
}));

beforeAll(stubResizeObserver);

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('HoursForm', () => {
  it('opens a day, explains a night past midnight, refuses an overlap and saves the week', async () => {
    render(<HoursForm week={emptyWeek()} timezone="America/Sao_Paulo" />);
    expect(screen.getByText(/Nenhum horário cadastrado/)).toBeTruthy();

    fireEvent.click(screen.getByRole('switch', { name: 'Sexta-feira: aberto' }));
    expect(
      (screen.getByLabelText('Sexta-feira: abre às (horário 1)') as HTMLInputElement).value,
    ).toBe('18:00');
    type('Sexta-feira: fecha às (horário 1)', '0230');
    expect(
      (screen.getByLabelText('Sexta-feira: fecha às (horário 1)') as HTMLInputElement).value,
    ).toBe('02:30');
    expect(screen.getByText('até 02:30 do dia seguinte')).toBeTruthy();

    fireEvent.click(screen.getByRole('switch', { name: 'Sábado: aberto' }));
    type('Sábado: abre às (horário 1)', '02:00');
    type('Sábado: fecha às (horário 1)', '11:00');
    fireEvent.click(screen.getByRole('button', { name: 'Salvar horários' }));
    expect(
      await screen.findByText('Este horário se sobrepõe a 18:00–02:30 de sexta.'),
    ).toBeTruthy();
    expect(screen.getByLabelText('Sábado: abre às (horário 1)').getAttribute('aria-invalid')).toBe(
      'true',
    );
    expect(mutateAsync).not.toHaveBeenCalled();

    type('Sábado: abre às (horário 1)', '11:00');
    type('Sábado: fecha às (horário 1)', '15:00');
    fireEvent.click(screen.getByRole('button', { name: 'Adicionar horário em Sábado' }));
    type('Sábado: abre às (horário 2)', '1800');
    type('Sábado: fecha às (horário 2)', '2330');
    fireEvent.click(screen.getByRole('button', { name: 'Salvar horários' }));
    await waitFor(() => expect(mutateAsync).toHaveBeenCalledTimes(1));
    expect(mutateAsync).toHaveBeenCalledWith({
      timezone: 'America/Sao_Paulo',
      intervals: [
        { weekday: 5, opens_at: '18:00', closes_at: '02:30' },
        { weekday: 6, opens_at: '11:00', closes_at: '15:00' },
        { weekday: 6, opens_at: '18:00', closes_at: '23:30' },
      ],
    });
  });

  it('copies a day to Monday to Friday', async () => {
    const week = emptyWeek();
    week[0] = [{ opensAt: '11:00', closesAt: '15:00' }];
    render(<HoursForm week={week} timezone="America/Manaus" />);
    fireEvent.click(screen.getByRole('button', { name: 'Copiar Domingo para outros dias' }));
    const dialog = screen.getByRole('dialog', { name: 'Copiar Domingo' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Segunda a sexta' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Copiar' }));
    for (const day of [
      'Segunda-feira',
      'Terça-feira',
      'Quarta-feira',
      'Quinta-feira',
      'Sexta-feira',
    ]) {
      expect(
        (screen.getByLabelText(`${day}: fecha às (horário 1)`) as HTMLInputElement).value,
      ).toBe('15:00');
    }
    expect(screen.queryByLabelText('Sábado: abre às (horário 1)')).toBeNull();
  });
});
