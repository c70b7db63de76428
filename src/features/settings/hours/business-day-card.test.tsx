import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BusinessDayCard } from './business-day-card';

const mutateAsync = vi.fn(async () => {});
vi.mock('../use-save-settings', () => ({
  useSaveSettings: () => ({ mutateAsync, isPending: false }),
}));

describe('BusinessDayCard', () => {
  it('explains the business day and saves when it starts', async () => {
    render(<BusinessDayCard dayStartsAt="05:00:00" />);
    expect(screen.getByText(/um pedido à 00:30 de sábado entra nas vendas de sexta/)).toBeTruthy();
    const field = screen.getByLabelText('O dia começa às') as HTMLInputElement;
    expect(field.value).toBe('05:00');
    fireEvent.change(field, { target: { value: '04:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(mutateAsync).toHaveBeenCalledWith({
        patch: { day_starts_at: '04:00' },
        success: { title: 'Início do dia salvo' },
      }),
    );
  });
});
