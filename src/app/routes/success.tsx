import { SuccessPage } from '@/features/storefront/success/success-page';

export function SuccessRoute() {
  return <SuccessPage />;
}
