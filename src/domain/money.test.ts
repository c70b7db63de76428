import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMoneyInput, normalizeMoneyInput, parseMoney } from '@/domain/money';
import { cents } from '@/test/arbitraries';

describe('parseMoney', () => {
  it('reads what Brazilians type', () => {
    expect(parseMoney('7')).toBe(7);
    expect(parseMoney('7,5')).toBe(7.5);
    expect(parseMoney('7,50')).toBe(7.5);
    expect(parseMoney('0,05')).toBe(0.05);
    expect(parseMoney('1.234')).toBe(1234);
    expect(parseMoney('1.234,56')).toBe(1234.56);
    expect(parseMoney('12.345.678,9')).toBe(12345678.9);
    expect(parseMoney('R$ 7,50')).toBe(7.5);
    expect(parseMoney('R$7,50')).toBe(7.5);
    expect(parseMoney('R$\u00a01.234,56')).toBe(1234.56);
    expect(parseMoney('  49,90 ')).toBe(49.9);
  });

  it('takes a single dot with 1 or 2 digits after it as the decimal point', () => {
    expect(parseMoney('1234.56')).toBe(1234.56);
    expect(parseMoney('6.50')).toBe(6.5);
    expect(parseMoney('7.5')).toBe(7.5);
    // three digits after a dot are thousands
    expect(parseMoney('1.234')).toBe(1234);
  });

  it('refuses what is not an amount of money', () => {
    for (const text of [
      '',
      '   ',
      'R$',
      'abc',
      '1e3',
      '1E3',
      '-1',
      '+1',
      '7,505',
      '1,2,3',
      '1.234.5',
      '1.234.56',
      '1,234.56',
      '12.34.567',
      '1234.567',
      ',50',
      '7,',
      '7.',
      '0x10',
      'Infinity',
      'NaN',
      '7 50',
      '7,50 reais',
      '١٢',
    ]) {
      expect(parseMoney(text), text).toBeNaN();
    }
  });
});

describe('formatMoneyInput', () => {
  it('writes two decimals and groups thousands, without R$', () => {
    expect(formatMoneyInput(7.5)).toBe('7,50');
    expect(formatMoneyInput(0)).toBe('0,00');
    expect(formatMoneyInput(1234.56)).toBe('1.234,56');
    expect(formatMoneyInput(1_000_000)).toBe('1.000.000,00');
    expect(formatMoneyInput(Number.NaN)).toBe('');
  });

  it('is read back by parseMoney as the same amount, for every amount in cents', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer({ min: 0, max: 10 ** 8 }), cents), (amount) => {
        const value = amount / 100;
        expect(parseMoney(formatMoneyInput(value))).toBe(value);
        expect(parseMoney(`R$ ${formatMoneyInput(value)}`)).toBe(value);
      }),
    );
  });
});

describe('normalizeMoneyInput', () => {
  it('rewrites an amount in the Brazilian format and leaves anything else as typed', () => {
    expect(normalizeMoneyInput('7,5')).toBe('7,50');
    expect(normalizeMoneyInput('1234.5')).toBe('1.234,50');
    expect(normalizeMoneyInput('R$ 7')).toBe('7,00');
    expect(normalizeMoneyInput('7,505')).toBe('7,505');
    expect(normalizeMoneyInput('')).toBe('');
  });

  it('is stable: a normalized amount stays as it is', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          cents.map((c) => String(c / 100)),
          fc.string(),
        ),
        (text) => {
          const once = normalizeMoneyInput(text);
          expect(normalizeMoneyInput(once)).toBe(once);
        },
      ),
    );
  });

  it('never changes the amount it reads', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'0123456789.,R$ ') }), (text) => {
        const value = parseMoney(text);
        const normalized = parseMoney(normalizeMoneyInput(text));
        if (Number.isNaN(value)) expect(normalized).toBeNaN();
        else expect(normalized).toBe(value);
      }),
    );
  });
});
