import { useCallback, useEffect, useMemo } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { onFirstInteraction } from '@/lib/on-first-interaction';
import { lowestPrice } from '@/domain/options';
import { menuOptionsQuery } from '@/data/options/get-menu-options';
import { DEFAULT_STORE_SETTINGS, useStoreSettings } from '@/data/settings/get-store-settings';
import type { MenuProduct } from '@/data/products/schema';
import { useActiveZones } from '@/data/delivery-zones/get-active-zones';
import { CartAnnouncer } from '../cart/cart-announcer';
import { CartAside } from '../cart/cart-aside';
import { lineKey, type CartLine } from '../cart/cart-math';
import { useCart, type CartItem } from '../cart/cart-store';
import { useCartAdded } from '../cart/use-cart-added';
import { MobileCart } from '../cart/mobile-cart';
import { useCartMenuSync } from '../cart/use-cart-menu-sync';
import { useCartQuantities } from '../cart/use-cart-quantities';
import { useGoToCheckout } from '../cart/use-go-to-checkout';
import { menuTerms } from '../delivery-terms';
import { ProductSheetHost } from '../product-sheet/product-sheet-host';
import { preloadProductSheet, useProductSheet } from '../product-sheet/use-product-sheet';
import { ShopStatusBanner } from '../shop-status-banner';
import { useLiveMenu } from '../use-live-menu';
import { useClosedLine } from '../use-closed-line';
import { useLiveShopStatus } from '../use-live-shop-status';
import { MenuView } from './menu-view';
import { StoreHero } from './store-hero';

/** /client: the online menu with the cart beside it (large screens) or under a bottom bar (phones). */
export function MenuPage() {
  const menu = useLiveMenu();
  const { data: loadedSettings, isError: settingsFailed } = useStoreSettings();
  const { lines, store } = useCart();
  useCartMenuSync(menu.data, store);
  const quantities = useCartQuantities(lines);
  // An add is told by the cart bar (count and total pop, "Item adicionado") and to screen readers,
  // never by a toast over the header: rapid adds stack nothing.
  const added = useCartAdded(lines);
  // Without the shop's settings the server still enforces its fee and minimum at checkout.
  const settings = loadedSettings ?? (settingsFailed ? DEFAULT_STORE_SETTINGS : undefined);
  const shop = useLiveShopStatus(menu.data !== undefined);
  const closedLine = useClosedLine(shop.data, shop.dataUpdatedAt, settings?.timezone);
  const zones = useActiveZones();
  const terms = settings ? menuTerms(settings, zones.data ?? []) : undefined;
  const goToCheckout = useGoToCheckout(lines, terms?.minimumOrder ?? 0);
  const sheet = useProductSheet();
  const { fromPrices, hasOptions } = useFromPrices(menu.data);

  useEffect(() => {
    // The sheet's code comes with the customer's first touch (or a little later), not while the
    // phone is still making the menu interactive.
    if (menu.data) return onFirstInteraction(preloadProductSheet);
  }, [menu.data]);

  const add = useCallback((product: MenuProduct) => store.add(product), [store]);
  const showSheet = sheet.show;
  const open = useCallback((product: MenuProduct) => showSheet({ product }), [showSheet]);
  const edit = (line: CartLine) => {
    const product = menu.data?.find((p) => p.id === line.id);
    if (product) showSheet({ product, line });
  };
  const submit = (item: CartItem, quantity: number, replacing?: CartLine) => {
    if (replacing) store.replace(lineKey(replacing), item, quantity);
    else store.add(item, quantity);
  };

  const cart = {
    closedLine,
    lines,
    deliveryFee: terms?.fee ?? 0,
    deliveryFeeNote:
      terms && terms.fee === null && settings?.acceptsDelivery ? 'conforme o bairro' : undefined,
    minimumOrder: terms?.minimumOrder ?? 0,
    actions: store,
    onCheckout: goToCheckout,
    onEdit: edit,
  };

  return (
    <div className="lg:grid lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start lg:gap-8">
      <div className="min-w-0">
        <ShopStatusBanner
          status={shop.data}
          updatedAt={shop.dataUpdatedAt}
          timezone={settings?.timezone}
          note="Você pode ver o cardápio e montar seu carrinho; a loja só recebe pedidos quando estiver aberta."
          className="mb-4"
        />
        <StoreHero settings={settings} terms={terms} />
        <MenuView
          status={menu.status}
          products={menu.data ?? []}
          quantities={quantities}
          fromPrices={hasOptions ? fromPrices : undefined}
          categoryOrder={settings?.categoryOrder}
          onAdd={add}
          onOpen={open}
          onRetry={() => void menu.refetch()}
        />
      </div>
      <CartAside {...cart} added={added} />
      <MobileCart {...cart} added={added} />
      <CartAnnouncer text={added.text} />
      <ProductSheetHost sheet={sheet} onSubmit={submit} />
    </div>
  );
}

function whenIdle(run: () => void) {
  const idle = window.requestIdleCallback ?? ((task: () => void) => window.setTimeout(task, 1500));
  idle(run);
}

/**
 * The menu's complementos (in the page when the server drew it, else fetched once the phone is idle
 * after the first paint, so the first sheet opens at once) and the "a partir de" price of each
 * product that has them.
 */
function useFromPrices(products: readonly MenuProduct[] | undefined) {
  const queryClient = useQueryClient();
  const hasOptions = Boolean(products?.some((product) => product.has_options));
  useEffect(() => {
    if (hasOptions) whenIdle(() => void queryClient.prefetchQuery(menuOptionsQuery()));
  }, [hasOptions, queryClient]);
  // Reads whatever the prefetch or a sheet loaded; never fetches by itself.
  const { data: options } = useQuery({ ...menuOptionsQuery(), enabled: false });
  const fromPrices = useMemo(() => {
    const prices = new Map<string, number>();
    for (const product of products ?? []) {
      const groups = options?.[product.id];
      if (groups) prices.set(product.id, lowestPrice(product.price, groups));
    }
    return prices;
  }, [products, options]);
  return { fromPrices, hasOptions };
}
