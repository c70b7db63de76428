// Query keys of the products table (TkDodo's hierarchy). The admin's lists (products screen and
// online menu) and the storefront's share the root, so one invalidation reaches every view.
export type ProductScope = 'admin' | 'storefront';

export const productKeys = {
  all: ['products'] as const,
  lists: () => [...productKeys.all, 'list'] as const,
  list: (scope: ProductScope) => [...productKeys.lists(), scope] as const,
};
