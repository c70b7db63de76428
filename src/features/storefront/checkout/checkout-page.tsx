import { useState } from 'react';
import { Navigate } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { menuProductsQuery } from '@/data/products/get-menu-products';
import { useStoreSettings } from '@/data/settings/get-store-settings';
import { useCart } from '../cart/cart-store';
import { useCartMenuSync } from '../cart/use-cart-menu-sync';
import { CheckoutForm } from './checkout-form';
import { CheckoutSkeleton, LoadError } from './checkout-states';

/**
 * /checkout and /client/checkout (spec 2.16): an empty cart at load goes back to the menu; the
 * cart's names and prices follow the menu as soon as it loads (the server prices the order anyway,
 * so a menu that cannot load does not hold the customer up).
 */
export function CheckoutPage() {
  const { lines, store } = useCart();
  const [emptyAtLoad] = useState(() => lines.length === 0);
  const settings = useStoreSettings();
  const menu = useQuery(menuProductsQuery());
  useCartMenuSync(menu.data, store);

  if (emptyAtLoad) return <Navigate to="/client" replace />;
  if (settings.isError) return <LoadError onRetry={() => void settings.refetch()} />;
  if (settings.isPending) return <CheckoutSkeleton />;
  return <CheckoutForm lines={lines} store={store} settings={settings.data} />;
}
