import { describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toast';
import { DEFAULT_PRINTER } from '@/domain/orders/paper';
import { printOrder, type ReceiptShop } from './print-order';
import { makeOrder } from './test-orders';

const SHOP: ReceiptShop = {
  settings: { company_name: 'Pizzaria Bella', company_phone: '(11) 3333-4444' },
  zones: [{ id: 'z-centro', name: 'Centro' }],
};
const NO_SHOP: ReceiptShop = { settings: null, zones: undefined };

describe('printOrder', () => {
  it('writes both copies, names escaped, into the window it opens', () => {
    const success = vi.spyOn(toast, 'success');
    let html = '';
    const win = {
      document: { open: () => {}, write: (value: string) => (html = value), close: () => {} },
      setTimeout: () => 0,
    };
    const open = vi.fn(() => win as unknown as Window);
    expect(
      printOrder(makeOrder({ customer_name: '<img src=x>' }), DEFAULT_PRINTER, NO_SHOP, open),
    ).toBe(true);
    expect(html).toContain('VIA DO CLIENTE');
    expect(html).toContain('VIA DO ENTREGADOR');
    expect(html).toContain('&lt;img src=x&gt;');
    expect(success).toHaveBeenCalledWith('Imprimindo pedido', {
      description: 'Enviando 2 vias para impressão: cliente e entregador',
    });
  });

  it("heads each copy with the shop's name and phone, and gives the courier the zone charged", () => {
    let html = '';
    const win = {
      document: { open: () => {}, write: (value: string) => (html = value), close: () => {} },
      setTimeout: () => 0,
    };
    printOrder(
      makeOrder({ delivery_zone_id: 'z-centro' }),
      DEFAULT_PRINTER,
      SHOP,
      () => win as unknown as Window,
    );
    expect(html.match(/<div class="center strong">Pizzaria Bella<\/div>/g)).toHaveLength(2);
    expect(html.match(/<div class="center">\(11\) 3333-4444<\/div>/g)).toHaveLength(2);
    expect(html.match(/Zona de entrega: Centro/g)).toHaveLength(1);
  });

  it('says so when the browser blocks the window', () => {
    const error = vi.spyOn(toast, 'error');
    expect(printOrder(makeOrder(), DEFAULT_PRINTER, NO_SHOP, () => null)).toBe(false);
    expect(error).toHaveBeenCalledWith('Erro', {
      description:
        'Não foi possível abrir a janela de impressão. Verifique se os pop-ups estão permitidos.',
    });
  });
});
