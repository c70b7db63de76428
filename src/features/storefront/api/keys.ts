// Query keys of the storefront's server state (TkDodo's hierarchy: all → lists → detail).
export const storefrontKeys = {
  all: ['storefront'] as const,
  menu: () => [...storefrontKeys.all, 'menu'] as const,
  settings: () => [...storefrontKeys.all, 'settings'] as const,
  orderStatus: (id: string) => [...storefrontKeys.all, 'order-status', id] as const,
  promo: (code: string, subtotal: number) =>
    [...storefrontKeys.all, 'promo', code, subtotal] as const,
};
