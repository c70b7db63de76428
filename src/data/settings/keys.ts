// Query keys of the one company_settings row: the admin reads it whole, the storefront its public
// columns as anon. One root, so a save refreshes both.
export const settingsKeys = {
  all: ['company-settings'] as const,
  admin: () => [...settingsKeys.all, 'admin'] as const,
  store: () => [...settingsKeys.all, 'store'] as const,
};
