import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDecimal, parseDecimal } from '@/domain/decimal';

describe('parseDecimal', () => {
  it('reads a comma or a dot as the decimal separator', () => {
    expect(parseDecimal('5')).toBe(5);
    expect(parseDecimal(' 2,5 ')).toBe(2.5);
    expect(parseDecimal('2.5')).toBe(2.5);
    expect(parseDecimal('0,125')).toBe(0.125);
  });

  it('refuses what is not a non-negative decimal', () => {
    for (const text of [
      '',
      ' ',
      'abc',
      '1e3',
      '-1',
      '1,2,3',
      '1.2.3',
      ',5',
      '5,',
      '0x10',
      'Infinity',
    ]) {
      expect(parseDecimal(text), text).toBeNaN();
    }
  });

  it('reads back what formatDecimal writes', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (tenths) => {
        const value = tenths / 10;
        expect(parseDecimal(formatDecimal(value))).toBe(value);
      }),
    );
  });
});
