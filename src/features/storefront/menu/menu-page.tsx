import { useCallback } from 'react';
import { toast } from '@/lib/toast';
import { DEFAULT_STORE_SETTINGS, useStoreSettings } from '@/data/settings/get-store-settings';
import type { MenuProduct } from '@/data/products/schema';
import { useActiveZones } from '@/data/delivery-zones/get-active-zones';
import { CartAside } from '../cart/cart-aside';
import { useCart } from '../cart/cart-store';
import { MobileCart } from '../cart/mobile-cart';
import { useCartMenuSync } from '../cart/use-cart-menu-sync';
import { useCartQuantities } from '../cart/use-cart-quantities';
import { useGoToCheckout } from '../cart/use-go-to-checkout';
import { menuTerms } from '../delivery-terms';
import { ShopStatusBanner } from '../shop-status-banner';
import { useLiveMenu } from '../use-live-menu';
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
  // Without the shop's settings the server still enforces its fee and minimum at checkout.
  const settings = loadedSettings ?? (settingsFailed ? DEFAULT_STORE_SETTINGS : undefined);
  const shop = useLiveShopStatus(menu.data !== undefined);
  const zones = useActiveZones();
  const terms = settings ? menuTerms(settings, zones.data ?? []) : undefined;
  const goToCheckout = useGoToCheckout(lines, terms?.minimumOrder ?? 0);

  const add = useCallback(
    (product: MenuProduct) => {
      store.add(product);
      // One id: quick taps refresh the toast rather than stacking it.
      toast.success('Item adicionado', {
        id: 'item-added',
        description: product.name,
        duration: 1500,
      });
    },
    [store],
  );

  const cart = {
    lines,
    deliveryFee: terms?.fee ?? 0,
    deliveryFeeNote:
      terms && terms.fee === null && settings?.acceptsDelivery ? 'conforme o bairro' : undefined,
    minimumOrder: terms?.minimumOrder ?? 0,
    actions: store,
    onCheckout: goToCheckout,
  };

  return (
    <div className="lg:grid lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start lg:gap-8">
      <div className="min-w-0">
        <ShopStatusBanner
          status={shop.data}
          updatedAt={shop.dataUpdatedAt}
          timezone={settings?.timezone}
          note="Você pode ver o cardápio e montar seu carrinho; os pedidos são enviados com a loja aberta."
          className="mb-4"
        />
        <StoreHero settings={settings} terms={terms} />
        <MenuView
          status={menu.status}
          products={menu.data ?? []}
          quantities={quantities}
          onAdd={add}
          onRetry={() => void menu.refetch()}
        />
      </div>
      <CartAside {...cart} />
      <MobileCart {...cart} />
    </div>
  );
}
