// Query keys of the admin's products (TkDodo's hierarchy). The root 'products' is also the root
// the online-menu screen uses, so invalidating it refreshes both admin views.
export const productKeys = {
  all: ['products'] as const,
  lists: () => [...productKeys.all, 'list'] as const,
  list: (scope: 'admin') => [...productKeys.lists(), scope] as const,
};
