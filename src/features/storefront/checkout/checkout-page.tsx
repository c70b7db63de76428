import { useState } from 'react';
import { Navigate } from 'react-router-dom';
import { useActiveZones } from '@/data/delivery-zones/get-active-zones';
import { useDeliveryZonesRealtime } from '@/data/delivery-zones/realtime';
import { useStoreSettings } from '@/data/settings/get-store-settings';
import { closedText, statusLine } from '@/domain/shop-status';
import { useNow } from '@/lib/use-now';
import { useCart } from '../cart/cart-store';
import { useCartMenuSync } from '../cart/use-cart-menu-sync';
import { ShopStatusBanner } from '../shop-status-banner';
import { useLiveMenu } from '../use-live-menu';
import { useLiveShopStatus } from '../use-live-shop-status';
import { CheckoutForm } from './checkout-form';
import { CheckoutSkeleton, LoadError } from './checkout-states';

/**
 * /checkout and /client/checkout: an empty cart at load goes back to the menu; the
 * cart's names, prices and availability follow the menu, checked again on open and kept live (the
 * server prices the order anyway, so a menu that cannot load does not hold the customer up). While the shop is closed or paused
 * the page says so and sends nothing; the zones and the shop's status stay live.
 */
export function CheckoutPage() {
  const { lines, store } = useCart();
  const [emptyAtLoad] = useState(() => lines.length === 0);
  const settings = useStoreSettings();
  const zones = useActiveZones();
  const shop = useLiveShopStatus(true);
  useDeliveryZonesRealtime('public');
  const now = useNow(15_000);
  // Checked afresh on open and kept live: a line whose product left the menu is marked at once.
  const menu = useLiveMenu('checkout');
  useCartMenuSync(menu.data, store);

  if (emptyAtLoad) return <Navigate to="/client" replace />;
  if (settings.isError || zones.isError) {
    return (
      <LoadError
        onRetry={() => {
          void settings.refetch();
          void zones.refetch();
        }}
      />
    );
  }
  if (settings.isPending || zones.isPending) return <CheckoutSkeleton />;
  const closed = shop.data
    ? closedText(shop.data, Math.max(now, shop.dataUpdatedAt), settings.data.timezone)
    : null;
  return (
    <>
      <ShopStatusBanner
        status={shop.data}
        updatedAt={shop.dataUpdatedAt}
        timezone={settings.data.timezone}
        note="Você pode revisar o carrinho e preencher seus dados, mas a loja só recebe pedidos quando estiver aberta: envie o pedido depois que ela abrir."
        className="mx-auto mb-4 max-w-5xl"
      />
      <CheckoutForm
        lines={lines}
        store={store}
        settings={settings.data}
        zones={zones.data}
        closedLine={closed ? statusLine(closed) : null}
      />
    </>
  );
}
