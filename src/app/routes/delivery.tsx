import { DeliveryPage } from '@/features/settings/delivery/delivery-page';

export function DeliveryRoute() {
  return <DeliveryPage />;
}
