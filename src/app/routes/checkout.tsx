import { CheckoutPage } from '@/features/storefront/checkout/checkout-page';

export function CheckoutRoute() {
  return <CheckoutPage />;
}
