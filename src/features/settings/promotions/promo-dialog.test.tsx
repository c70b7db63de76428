import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { stubResizeObserver } from '@/test/resize-observer';
import { PromoDialog } from './promo-dialog';

const mutateAsync = vi.fn(async () => 'X');
vi.mock('@/data/promo-codes/save-promo-code', () => ({
  useSavePromoCode: () => ({ mutateAsync }),
}));

beforeAll(stubResizeObserver);

describe('PromoDialog', () => {
  it('shows the pt-BR messages and saves a trimmed, valid code', async () => {
    const onOpenChange = vi.fn();
    render(<PromoDialog open editing={null} onOpenChange={onOpenChange} />);
    fireEvent.click(screen.getByRole('button', { name: 'Criar código' }));
    expect(await screen.findByText('O código promocional não pode estar vazio')).toBeTruthy();
    expect(screen.getByText('Desconto deve ser um valor maior que zero')).toBeTruthy();
    expect(screen.getByLabelText('Código').getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(screen.getByLabelText('Código'), { target: { value: ' natal ' } });
    fireEvent.change(screen.getByLabelText('Desconto (%)'), { target: { value: '120' } });
    fireEvent.click(screen.getByRole('button', { name: 'Criar código' }));
    expect(await screen.findByText('Desconto percentual deve estar entre 1% e 100%')).toBeTruthy();
    expect(mutateAsync).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('Desconto (%)'), { target: { value: '15' } });
    fireEvent.click(screen.getByRole('button', { name: 'Criar código' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(mutateAsync).toHaveBeenCalledWith({
      id: undefined,
      row: expect.objectContaining({
        code: 'NATAL',
        discount: 15,
        type: 'percentage',
        max_uses: 0,
      }),
    });
  });

  it('edits a fixed discount as money: "7,5" reads "7,50" once left, and is saved so', async () => {
    mutateAsync.mockClear();
    const onOpenChange = vi.fn();
    const editing = {
      id: 'p1',
      code: 'FRETE5',
      discount: 5,
      type: 'fixed',
      expires_at: null,
      max_uses: 0,
      current_uses: 0,
      active: true,
      created_at: '',
      updated_at: '',
    };
    render(<PromoDialog open editing={editing} onOpenChange={onOpenChange} />);
    const discount = screen.getByRole('textbox', { name: 'Desconto (R$)' });
    expect((discount as HTMLInputElement).value).toBe('5,00');
    fireEvent.change(discount, { target: { value: '7,5' } });
    fireEvent.blur(discount);
    expect((discount as HTMLInputElement).value).toBe('7,50');
    fireEvent.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(mutateAsync).toHaveBeenCalledWith({
      id: 'p1',
      row: expect.objectContaining({ discount: 7.5, type: 'fixed' }),
    });
  });
});
