import { describe, expect, it } from 'vitest';
import { cashDifference, differenceTone, sumAmounts } from './session';

describe('cashDifference', () => {
  it('is counted minus expected per method and in total, in whole cents', () => {
    const expected = { cash: 232.3, pix: 89.9, credit: 0.1, debit: 0 };
    const counted = { cash: 230.3, pix: 90.9, credit: 0.3, debit: 0 };
    expect(cashDifference(expected, counted)).toEqual({
      cash: -2,
      pix: 1,
      credit: 0.2,
      debit: 0,
      total: -0.8,
    });
    expect(sumAmounts(expected)).toBe(322.3);
  });

  it('reads a difference as even, over or short', () => {
    expect(differenceTone(0)).toBe('even');
    expect(differenceTone(0.001)).toBe('even');
    expect(differenceTone(0.01)).toBe('over');
    expect(differenceTone(-0.01)).toBe('short');
  });
});
