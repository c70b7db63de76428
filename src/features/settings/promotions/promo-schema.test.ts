import { describe, expect, it } from 'vitest';
import {
  EMPTY_PROMO,
  PROMO_MESSAGES,
  dateFromExpiry,
  mirrorPromoCodes,
  parseMaxUses,
  promoSchema,
  toPromoRow,
  toPromoValues,
  type PromoCodeRow,
} from './promo-schema';
import { filterPromoCodes, formatDiscount, formatUses, formatValidity } from './promo-format';

const errorsOf = (values: Partial<typeof EMPTY_PROMO>) => {
  const result = promoSchema.safeParse({ ...EMPTY_PROMO, code: 'X', discount: '10', ...values });
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('promo code rules', () => {
  it('refuses an empty code', () => {
    expect(errorsOf({ code: '   ' })).toEqual(['O código promocional não pode estar vazio']);
  });

  it('needs a discount greater than zero', () => {
    expect(errorsOf({ discount: '' })).toEqual(['Desconto deve ser um valor maior que zero']);
    expect(errorsOf({ discount: '0', type: 'fixed' })).toEqual([PROMO_MESSAGES.discountPositive]);
    expect(errorsOf({ discount: 'abc' })).toEqual([PROMO_MESSAGES.discountPositive]);
  });

  it('reads a fixed discount as money and a percentage as a decimal', () => {
    const saved = (values: Partial<typeof EMPTY_PROMO>) =>
      toPromoRow(promoSchema.parse({ ...EMPTY_PROMO, code: 'x', ...values })).discount;
    expect(saved({ discount: '7,50', type: 'fixed' })).toBe(7.5);
    expect(saved({ discount: 'R$ 1.234,5', type: 'fixed' })).toBe(1234.5);
    expect(saved({ discount: '12,5' })).toBe(12.5);
    for (const discount of ['1e3', '-1', '7,505', '1,2,3']) {
      expect(errorsOf({ discount, type: 'fixed' }), discount).toEqual([
        PROMO_MESSAGES.discountPositive,
      ]);
    }
    expect(errorsOf({ discount: '1e1' })).toEqual([PROMO_MESSAGES.discountPositive]);
    expect(toPromoValues({ ...row, type: 'percentage', discount: 12.5 }).discount).toBe('12,5');
  });

  it('keeps a percentage between 1% and 100%', () => {
    expect(errorsOf({ discount: '101' })).toEqual([
      'Desconto percentual deve estar entre 1% e 100%',
    ]);
    expect(errorsOf({ discount: '0.5' })).toEqual([PROMO_MESSAGES.percentageRange]);
    expect(errorsOf({ discount: '100' })).toEqual([]);
    expect(errorsOf({ discount: '150', type: 'fixed' })).toEqual([]);
  });

  it('trims and upper-cases the code; blank or invalid max uses become 0', () => {
    const row = toPromoRow(
      promoSchema.parse({ ...EMPTY_PROMO, code: '  bemvindo10 ', discount: '10' }),
    );
    expect(row).toEqual({
      code: 'BEMVINDO10',
      discount: 10,
      type: 'percentage',
      expires_at: null,
      max_uses: 0,
      active: true,
    });
    expect(parseMaxUses('')).toBe(0);
    expect(parseMaxUses('abc')).toBe(0);
    expect(parseMaxUses('-3')).toBe(0);
    expect(parseMaxUses('2.5')).toBe(0);
    expect(parseMaxUses('50')).toBe(50);
  });

  it('stores an expiry day until its end in Brasília, and reads it back', () => {
    const row = toPromoRow(
      promoSchema.parse({ ...EMPTY_PROMO, code: 'a', discount: '5', expiresAt: '2026-12-31' }),
    );
    expect(row.expires_at).toBe('2026-12-31T23:59:59-03:00');
    expect(dateFromExpiry('2027-01-01T02:59:59+00:00')).toBe('2026-12-31');
    expect(formatValidity('2027-01-01T02:59:59+00:00')).toBe('31/12/2026');
    expect(formatValidity(null)).toBe('Sem validade');
  });
});

const row: PromoCodeRow = {
  id: '1',
  code: 'FRETE5',
  discount: 5,
  type: 'fixed',
  expires_at: null,
  max_uses: 0,
  current_uses: 3,
  active: false,
  created_at: '',
  updated_at: '',
};

describe('promo code table', () => {
  it('shows discount, uses and searches by code', () => {
    expect(formatDiscount(row)).toBe('R$\u00a05,00');
    expect(formatDiscount({ discount: 10, type: 'percentage' })).toBe('10%');
    expect(formatUses(row)).toBe('3 / ∞');
    expect(formatUses({ current_uses: 1, max_uses: 10 })).toBe('1 / 10');
    expect(
      filterPromoCodes([row, { ...row, code: 'BEMVINDO10' }], ' frete').map((r) => r.code),
    ).toEqual(['FRETE5']);
  });

  it('round-trips a row through the dialog values', () => {
    expect(toPromoValues(row)).toEqual({
      code: 'FRETE5',
      discount: '5,00',
      type: 'fixed',
      expiresAt: '',
      maxUses: '',
      active: false,
    });
  });

  it('mirrors the legacy shape in localStorage promoCodes', () => {
    mirrorPromoCodes([row]);
    expect(JSON.parse(localStorage.getItem('promoCodes') ?? '[]')).toEqual([
      {
        id: '1',
        code: 'FRETE5',
        discount: 5,
        type: 'fixed',
        expiresAt: null,
        maxUses: 0,
        currentUses: 3,
        active: false,
      },
    ]);
  });
});
