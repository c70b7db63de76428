import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CancelOrderDialog } from './cancel-order-dialog';

function renderDialog(delivered = false) {
  const onConfirm = vi.fn();
  render(
    <CancelOrderDialog
      orderLabel="#12"
      delivered={delivered}
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

  it('chooses no reason beforehand: the button waits for one', () => {
    const onConfirm = renderDialog();
    expect(screen.getAllByRole('radio').filter((r) => (r as HTMLInputElement).checked)).toEqual([]);
    const confirm = screen.getByRole('button', { name: 'Cancelar pedido' });
    expect((confirm as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(confirm);
    expect(onConfirm).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('radio', { name: 'Fora da área' }));
    expect((confirm as HTMLButtonElement).disabled).toBe(false);
  });

  it('says what cancelling a delivered order means', () => {
    renderDialog(true);
    expect(
      screen.getByRole('heading', { name: 'Cancelar o pedido #12, já entregue?' }),
    ).toBeTruthy();
    expect(screen.getByText(/deixa de contar como entregue/)).toBeTruthy();
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
