import { z } from 'zod';
import type { Database } from '@/lib/database.types';
import { formatDecimal, parseDecimal } from '@/domain/decimal';
import { formatMoneyInput, parseMoney } from '@/domain/money';

export type PromoCodeRow = Database['public']['Tables']['promo_codes']['Row'];
export type PromoCodeInsert = Database['public']['Tables']['promo_codes']['Insert'];
export type PromoType = 'percentage' | 'fixed';

// The promo code dialog's messages, word for word (docs/screens.md).
export const PROMO_MESSAGES = {
  codeRequired: 'O código promocional não pode estar vazio',
  codeTooLong: 'O código pode ter no máximo 40 caracteres',
  discountPositive: 'Desconto deve ser um valor maior que zero',
  percentageRange: 'Desconto percentual deve estar entre 1% e 100%',
  duplicate: 'Já existe um código promocional com este nome.',
} as const;

/** The discount typed: an amount in reais for a fixed discount, a percentage otherwise; NaN if neither. */
function parseDiscount(values: Pick<PromoValues, 'discount' | 'type'>): number {
  return values.type === 'fixed' ? parseMoney(values.discount) : parseDecimal(values.discount);
}

export const promoSchema = z
  .object({
    code: z.string().trim().min(1, PROMO_MESSAGES.codeRequired).max(40, PROMO_MESSAGES.codeTooLong),
    discount: z.string(),
    type: z.enum(['percentage', 'fixed']),
    expiresAt: z.string(),
    maxUses: z.string(),
    active: z.boolean(),
  })
  .superRefine((values, ctx) => {
    const discount = parseDiscount(values);
    if (Number.isNaN(discount) || discount <= 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['discount'],
        message: PROMO_MESSAGES.discountPositive,
      });
    } else if (values.type === 'percentage' && (discount < 1 || discount > 100)) {
      ctx.addIssue({ code: 'custom', path: ['discount'], message: PROMO_MESSAGES.percentageRange });
    }
  });

export type PromoValues = z.infer<typeof promoSchema>;

export const EMPTY_PROMO: PromoValues = {
  code: '',
  discount: '',
  type: 'percentage',
  expiresAt: '',
  maxUses: '',
  active: true,
};

/** Blank or invalid max uses becomes 0 (unlimited). */
export function parseMaxUses(value: string): number {
  const n = Number(value.trim());
  return Number.isInteger(n) && n > 0 ? n : 0;
}

/** Codes are trimmed and upper-cased. */
export function normalizeCode(code: string): string {
  return code.trim().toUpperCase();
}

/** An expiry day (yyyy-mm-dd) lasts until its end, Brasília time. */
export function expiryFromDate(day: string): string | null {
  return /^\d{4}-\d{2}-\d{2}$/.test(day) ? `${day}T23:59:59-03:00` : null;
}

/** The day an expiry shows in the date field (yyyy-mm-dd, Brasília time). */
export function dateFromExpiry(expiresAt: string | null): string {
  if (!expiresAt) return '';
  const shifted = new Date(new Date(expiresAt).getTime() - 3 * 60 * 60 * 1000);
  return shifted.toISOString().slice(0, 10);
}

/** The row a valid dialog saves. */
export function toPromoRow(values: PromoValues) {
  return {
    code: normalizeCode(values.code),
    discount: Math.round(parseDiscount(values) * 100) / 100,
    type: values.type,
    expires_at: expiryFromDate(values.expiresAt),
    max_uses: parseMaxUses(values.maxUses),
    active: values.active,
  } satisfies PromoCodeInsert;
}

export function toPromoValues(row: PromoCodeRow): PromoValues {
  return {
    code: row.code,
    discount:
      row.type === 'fixed'
        ? formatMoneyInput(Number(row.discount))
        : formatDecimal(Number(row.discount)),
    type: row.type === 'fixed' ? 'fixed' : 'percentage',
    expiresAt: dateFromExpiry(row.expires_at),
    maxUses: row.max_uses > 0 ? String(row.max_uses) : '',
    active: row.active,
  };
}

/** The local mirror (key promoCodes): {id, code, discount, type, expiresAt, maxUses, currentUses, active}. */
export function mirrorPromoCodes(rows: readonly PromoCodeRow[], storage: Storage = localStorage) {
  try {
    storage.setItem(
      'promoCodes',
      JSON.stringify(
        rows.map((row) => ({
          id: row.id,
          code: row.code,
          discount: Number(row.discount),
          type: row.type,
          expiresAt: row.expires_at,
          maxUses: row.max_uses,
          currentUses: row.current_uses,
          active: row.active,
        })),
      ),
    );
  } catch (error) {
    console.error('Could not store the promo codes locally', error);
  }
}
