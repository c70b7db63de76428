// Query keys of the complementos tables (option_groups, options, product_option_groups). The
// storefront's view (by product, read as anon) and the admin's (every group with its products) share
// the root, so one invalidation reaches both.
export const optionKeys = {
  all: ['options'] as const,
  /** The storefront: each menu product's groups and options. */
  menu: () => [...optionKeys.all, 'menu'] as const,
  /** The admin: every group, its options and the products that offer it. */
  groups: () => [...optionKeys.all, 'groups'] as const,
};
