import { describe, expect, it } from 'vitest';
import { collectText } from './collect';

describe('collectText', () => {
  it('asks for the cash total', () => {
    expect(
      collectText({ total_amount: 76.9, payment_method: 'cash', payment_status: 'pending' }),
    ).toBe('Cobrar R$ 76,90 em dinheiro');
  });

  it('names the method of an unpaid card or Pix order', () => {
    expect(
      collectText({ total_amount: 50, payment_method: 'credit', payment_status: 'pending' }),
    ).toBe('Cobrar R$ 50,00 — Cartão de Crédito');
  });

  it('says Pago once paid, whatever the method', () => {
    expect(collectText({ total_amount: 50, payment_method: 'pix', payment_status: 'paid' })).toBe(
      'Pago',
    );
  });
});
