import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CancelOrderDialog } from './cancel-order-dialog';

function renderDialog() {
  const onConfirm = vi.fn();
  render(
    <CancelOrderDialog
      orderLabel="#12"
      open
      pending={false}
      onOpenChange={() => {}}
      onConfirm={onConfirm}
    />,
  );
  return onConfirm;
}

describe('CancelOrderDialog', () => {
  it('offers the usual reasons and sends the one chosen', () => {
    const onConfirm = renderDialog();
    expect(screen.getAllByRole('radio').map((r) => (r as HTMLInputElement).value)).toEqual([
      'Fora da área',
      'Produto esgotado',
      'Cliente desistiu',
      'Loja fechando',
      'Outro motivo',
    ]);
    fireEvent.click(screen.getByRole('radio', { name: 'Cliente desistiu' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar pedido' }));
    expect(onConfirm).toHaveBeenCalledWith('Cliente desistiu');
  });

  it('another reason must be written before the order can be cancelled', () => {
    const onConfirm = renderDialog();
    fireEvent.click(screen.getByRole('radio', { name: 'Outro motivo' }));
    const confirm = screen.getByRole('button', { name: 'Cancelar pedido' });
    expect((confirm as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByRole('textbox', { name: 'Descreva o motivo' }), {
      target: { value: '  Endereço incompleto ' },
    });
    fireEvent.click(confirm);
    expect(onConfirm).toHaveBeenCalledWith('Endereço incompleto');
  });
});
