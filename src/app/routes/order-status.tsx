import { useParams } from 'react-router-dom';
import { OrderStatusPage } from '@/features/storefront/order-status/order-status-page';

export function OrderStatusRoute() {
  const { id = '' } = useParams();
  return <OrderStatusPage key={id} orderId={id} />;
}
