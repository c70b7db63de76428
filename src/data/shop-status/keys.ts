// Query keys of get_shop_status: whether the shop takes orders now, and when that changes.
export const shopStatusKeys = {
  all: ['shop-status'] as const,
  current: () => [...shopStatusKeys.all, 'current'] as const,
};
