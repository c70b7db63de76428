// Query keys of the delivery_zones table: the admin's list (every zone) and the storefront's
// (active ones, as anon) share the root, so a change refreshes both.
export type ZoneScope = 'admin' | 'storefront';

export const deliveryZoneKeys = {
  all: ['delivery-zones'] as const,
  lists: () => [...deliveryZoneKeys.all, 'list'] as const,
  list: (scope: ZoneScope) => [...deliveryZoneKeys.lists(), scope] as const,
};
