// The names the served page and the app agree on (no imports: vite.config.ts reads this file).

/** index.html's route preload script (vite.config.ts) carries this attribute. */
export const ROUTE_PRELOAD_ATTRIBUTE = 'data-route-preload';

/** index.html's inert list of the chunks pages load later, for the service worker (vite.config.ts). */
export const LATER_ASSETS_ATTRIBUTE = 'data-later-assets';

/** The element a server-rendered page's API answers are in (src/lib/boot-data.ts reads it). */
export const BOOT_ELEMENT_ID = 'comanda-boot';

/**
 * Set on <html> on a page rendered with the shop's data: the storefront paints in the shop's theme
 * from the first frame, whatever this device's own theme is (src/lib/themes.ts).
 */
export const SHOP_THEME_ATTRIBUTE = 'data-shop-theme';

/**
 * Until the app has taken over a server-rendered page, #root carries `aria-disabled` and taps on its
 * buttons are kept under this window property, to be replayed once the app runs (src/app/main.tsx).
 */
export const PENDING_TAPS_PROPERTY = '__comandaPendingTaps';

/** Dispatched on window when a page's content is on screen and running (hydrated, on a served one). */
export const PAGE_SHOWN_EVENT = 'comanda:page-shown';

/**
 * In a first-data query's `meta` (src/app/route-table.ts): the page is "not found" (HTTP 404) when
 * this query's answer is null (a tracking link to an order that does not exist).
 */
export const NOT_FOUND_WHEN_NULL = 'notFoundWhenNull';
