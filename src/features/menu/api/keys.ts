// Query keys of the online-menu screen. Rooted at 'products' like the products screen's keys,
// so that a change made on either screen invalidates both.
export const menuKeys = {
  all: ['products'] as const,
  items: () => [...menuKeys.all, 'menu-items'] as const,
};
