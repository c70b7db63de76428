// Test helper: the checkout form as the cart page renders it, for one Pizza Margherita, with a
// fresh query client (seeded by the test when it needs to be).
import { QueryClient } from '@tanstack/react-query';
import type { DeliveryZone } from '@/data/delivery-zones/schema';
import { DEFAULT_STORE_SETTINGS, type StoreSettings } from '@/data/settings/get-store-settings';
import { renderApp } from '@/test/render-app';
import { createCartStore } from '../cart/cart-store';
import { CheckoutForm } from './checkout-form';

export const PIZZA_LINES = [{ id: 'p1', name: 'Pizza Margherita', price: 49.9, quantity: 1 }];

export interface CheckoutFormSetup {
  settings?: Partial<StoreSettings>;
  zones?: DeliveryZone[];
  closedLine?: string | null;
  seed?: (queryClient: QueryClient) => void;
}

export function renderCheckoutForm({
  settings = {},
  zones = [],
  closedLine = null,
  seed,
}: CheckoutFormSetup = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  seed?.(queryClient);
  renderApp(
    <CheckoutForm
      lines={PIZZA_LINES}
      store={createCartStore(localStorage)}
      settings={{ ...DEFAULT_STORE_SETTINGS, ...settings }}
      zones={zones}
      closedLine={closedLine}
    />,
    { queryClient },
  );
}
