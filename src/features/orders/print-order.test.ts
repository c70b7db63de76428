import { describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toast';
import { DEFAULT_PRINTER } from '@/domain/orders/paper';
import { printOrder } from './print-order';
import { makeOrder } from './test-orders';

describe('printOrder', () => {
  it('writes both copies, names escaped, into the window it opens', () => {
    const success = vi.spyOn(toast, 'success');
    let html = '';
    const win = {
      document: { open: () => {}, write: (value: string) => (html = value), close: () => {} },
      setTimeout: () => 0,
    };
    const open = vi.fn(() => win as unknown as Window);
    expect(printOrder(makeOrder({ customer_name: '<img src=x>' }), DEFAULT_PRINTER, open)).toBe(
      true,
    );
    expect(html).toContain('VIA DO CLIENTE');
    expect(html).toContain('VIA DO ENTREGADOR');
    expect(html).toContain('&lt;img src=x&gt;');
    expect(success).toHaveBeenCalledWith('Imprimindo pedido', {
      description: 'Enviando 2 vias para impressão: cliente e entregador',
    });
  });

  it('says so when the browser blocks the window', () => {
    const error = vi.spyOn(toast, 'error');
    expect(printOrder(makeOrder(), DEFAULT_PRINTER, () => null)).toBe(false);
    expect(error).toHaveBeenCalledWith('Erro', {
      description:
        'Não foi possível abrir a janela de impressão. Verifique se os pop-ups estão permitidos.',
    });
  });
});
