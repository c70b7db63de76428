import { describe, expect, it } from 'vitest';
import {
  acceptedMethods,
  defaultMethodLabel,
  PAYMENT_MESSAGES,
  toggleAcceptedMethod,
} from './accepted-methods';

describe('accepted payment methods', () => {
  it('keeps known methods in canonical order', () => {
    expect(acceptedMethods(['debit', 'money', 'pix'])).toEqual(['pix', 'debit']);
  });

  it('switches a method off and on', () => {
    expect(
      toggleAcceptedMethod(['pix', 'cash', 'credit', 'debit'], 'debit', false, 'cash'),
    ).toEqual({
      ok: true,
      methods: ['pix', 'cash', 'credit'],
    });
    expect(toggleAcceptedMethod(['pix'], 'cash', true, 'pix')).toEqual({
      ok: true,
      methods: ['pix', 'cash'],
    });
  });

  it('never leaves the checkout without a method', () => {
    expect(toggleAcceptedMethod(['pix'], 'pix', false, 'cash')).toEqual({
      ok: false,
      message: PAYMENT_MESSAGES.atLeastOne,
    });
  });

  it('refuses to switch off the default method', () => {
    const result = toggleAcceptedMethod(['pix', 'cash'], 'cash', false, 'cash');
    expect(result.ok).toBe(false);
  });

  it('labels the default for the toast', () => {
    expect(defaultMethodLabel('cash')).toBe('Dinheiro');
    expect(defaultMethodLabel('money')).toBe('Desconhecido');
    expect(PAYMENT_MESSAGES.defaultSavedDescription('Pix')).toBe(
      'Forma de pagamento definida como Pix',
    );
  });
});
