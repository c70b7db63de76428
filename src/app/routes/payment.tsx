import { PaymentPage } from '@/features/settings/payment/payment-page';

export function PaymentRoute() {
  return <PaymentPage />;
}
