export const promoCodeKeys = {
  all: ['promo-codes'] as const,
  lists: () => [...promoCodeKeys.all, 'list'] as const,
  /** The storefront's check of a code against a subtotal (check_promo_code, as anon). */
  check: (code: string, subtotal: number) =>
    [...promoCodeKeys.all, 'check', code, subtotal] as const,
};
