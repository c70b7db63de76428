export const promoCodeKeys = {
  all: ['promo-codes'] as const,
  lists: () => [...promoCodeKeys.all, 'list'] as const,
};
