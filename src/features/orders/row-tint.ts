import { isOrderStatus, type OrderStatus } from '@/domain/orders/status';

/** Row tint by status: waiting yellow, in preparation blue, cancelled red. */
const ROW_TINT: Partial<Record<OrderStatus, string>> = {
  pending: 'bg-warning/10 hover:bg-warning/20',
  processing: 'bg-info/10 hover:bg-info/20',
  cancelled: 'bg-destructive/10 hover:bg-destructive/15',
};
export const rowTint = (status: string) => (isOrderStatus(status) ? ROW_TINT[status] : undefined);
