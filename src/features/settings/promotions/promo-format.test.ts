import { describe, expect, it } from 'vitest';
import { promoStatus } from './promo-format';

const now = new Date('2026-11-24T12:00:00Z');
const code = { active: true, expires_at: null, current_uses: 0, max_uses: 0 };

describe('promoStatus', () => {
  it('says why a code no longer works, not "Ativo"', () => {
    expect(promoStatus(code, now)).toBe('Ativo');
    expect(promoStatus({ ...code, active: false }, now)).toBe('Inativo');
    expect(promoStatus({ ...code, expires_at: '2026-11-23T23:59:59Z' }, now)).toBe('Expirado');
    expect(promoStatus({ ...code, expires_at: '2026-12-01T00:00:00Z' }, now)).toBe('Ativo');
    expect(promoStatus({ ...code, max_uses: 10, current_uses: 10 }, now)).toBe('Esgotado');
    expect(promoStatus({ ...code, max_uses: 10, current_uses: 9 }, now)).toBe('Ativo');
  });
});
