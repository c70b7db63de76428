import { activeZonesQuery } from '@/data/delivery-zones/get-active-zones';
import { menuOptionsQuery } from '@/data/options/get-menu-options';
import { menuProductsQuery } from '@/data/products/get-menu-products';
import { storeSettingsQuery } from '@/data/settings/get-store-settings';
import { shopStatusQuery } from '@/data/shop-status/get-shop-status';

/**
 * What /client shows on its first render: the shop's settings, the menu and its complementos (the
 * "a partir de" prices), whether the shop is open and its delivery zones. The server renders the page from them (src/app/storefront-ssr.tsx) and the
 * browser's first render waits for them when the page carries them (src/app/main.tsx).
 */
export const menuPageQueries = () => [
  storeSettingsQuery(),
  menuProductsQuery(),
  menuOptionsQuery(),
  shopStatusQuery(),
  activeZonesQuery(),
];
