import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from '../guard';
import { publicApi } from '@/lib/supabase-public';
import { numeric } from '../parse';
import { promoCodeKeys } from './keys';

/**
 * What check_promo_code answers: the discount a code gives on a subtotal, or why it does not (with
 * the server's pt-BR sentence, when it sent one).
 */
export type PromoCheck =
  | { valid: true; code: string; type: string; discountAmount: number }
  | { valid: false; reason: string; message?: string };

/** check_promo_code's jsonb answer (either a discount or the reason it gives none). */
const promoCheckSchema = z.object({
  valid: z.boolean(),
  code: z.optional(z.string()),
  type: z.optional(z.string()),
  discount_amount: z._default(numeric, 0),
  reason: z.optional(z.string()),
  message: z.optional(z.string()),
});

/** Upper-cased and trimmed, as the server stores codes. */
export function normalizePromoCode(code: string): string {
  return code.trim().toUpperCase();
}

export async function checkPromoCode(code: string, subtotal: number): Promise<PromoCheck> {
  const { data, error } = await publicApi.rpc('check_promo_code', { code, subtotal });
  // Too many checks from this address: the server's pt-BR message, shown like any refusal.
  if (error?.code === 'PT429')
    return { valid: false, reason: 'rate_limited', message: error.message };
  if (error) throw error;
  const parsed = promoCheckSchema.safeParse(data);
  if (parsed.success && parsed.data.valid) {
    const { code: checked, type, discount_amount } = parsed.data;
    return {
      valid: true,
      code: checked ?? code,
      type: type ?? '',
      discountAmount: discount_amount,
    };
  }
  return {
    valid: false,
    reason: (parsed.success && parsed.data.reason) || 'promo_not_found',
    message: (parsed.success && parsed.data.message) || undefined,
  };
}

export const promoCodeQuery = (code: string, subtotal: number) =>
  queryOptions({
    queryKey: promoCodeKeys.check(code, subtotal),
    queryFn: () => checkPromoCode(code, subtotal),
    staleTime: 60_000,
  });

/** Checks `code` (null: none applied) against the current subtotal, again whenever it changes. */
export function usePromoCode(code: string | null, subtotal: number) {
  return useQuery({ ...promoCodeQuery(code ?? '', subtotal), enabled: Boolean(code) });
}
