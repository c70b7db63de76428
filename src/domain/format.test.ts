import { describe, expect, it } from 'vitest';
import { formatAmount, formatBRL } from '@/domain/format';

// Intl separates "R$" from the number with a no-break space.
const nbsp = (s: string) => s.replace(/\u00a0/g, ' ');

describe('format', () => {
  it('formats reais with two decimals, Brazilian separators', () => {
    expect(nbsp(formatBRL(1234.5))).toBe('R$ 1.234,50');
    expect(nbsp(formatBRL('49.9'))).toBe('R$ 49,90');
    expect(nbsp(formatBRL(null))).toBe('R$ 0,00');
    expect(formatAmount(20)).toBe('20,00');
  });
});
