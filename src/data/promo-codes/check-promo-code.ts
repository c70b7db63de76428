import { queryOptions, useQuery } from '@tanstack/react-query';
import { publicApi } from '@/lib/supabase-public';
import { promoCodeKeys } from './keys';

/** What check_promo_code answers: the discount a code gives on a subtotal, or why it does not. */
export type PromoCheck =
  | { valid: true; code: string; type: string; discountAmount: number }
  | { valid: false; reason: string; message: string };

const INVALID_MESSAGE = 'Código promocional inválido.';

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
  const result = (
    typeof data === 'object' && data !== null && !Array.isArray(data) ? data : {}
  ) as Record<string, unknown>;
  if (result.valid === true) {
    return {
      valid: true,
      code: String(result.code ?? code),
      type: String(result.type ?? ''),
      discountAmount: Number(result.discount_amount ?? 0),
    };
  }
  return {
    valid: false,
    reason: String(result.reason ?? 'promo_not_found'),
    message:
      typeof result.message === 'string' && result.message ? result.message : INVALID_MESSAGE,
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
