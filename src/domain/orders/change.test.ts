import { describe, expect, it } from 'vitest';
import { changeText, changeToCarry } from './change';

describe('troco', () => {
  it('says the note and the change to carry, to the cent', () => {
    const order = { payment_method: 'cash', total_amount: 76.9, change_for: 100 };
    expect(changeToCarry(order)).toBe(23.1);
    expect(changeText(order)).toBe('Troco para R$ 100,00 — levar R$ 23,10');
  });

  it('says when the note is the exact amount, and nothing without a troco or with another method', () => {
    expect(changeText({ payment_method: 'cash', total_amount: 50, change_for: 50 })).toBe(
      'Troco para R$ 50,00 — sem troco',
    );
    expect(changeText({ payment_method: 'cash', total_amount: 50, change_for: null })).toBeNull();
    expect(changeText({ payment_method: 'cash', total_amount: 50 })).toBeNull();
    expect(changeText({ payment_method: 'pix', total_amount: 50, change_for: 100 })).toBeNull();
  });
});
