import { OrdersPage } from '@/features/orders/orders-page';

export function OrdersRoute() {
  return <OrdersPage />;
}
