// Where an order can go from where it is (docs/order-lifecycle.md), as set_order_status allows:
// never back to pending, out for delivery only for delivery orders, ready for pickup only for
// pickup orders. The order dialog offers the usual next step first and the rest behind it.
import { fulfillmentOf } from '@/domain/orders/items';
import { isOrderStatus, ORDER_STATUSES, type OrderStatus } from '@/domain/orders/status';
import type { OrderFields } from '@/domain/orders/order-row';

/** fulfillment: 'delivery' | 'pickup'; anything else is delivery. */
export type LifecycleOrder = OrderFields<'status', 'fulfillment'>;

export interface NextStep {
  status: OrderStatus;
  /** The primary button's words. */
  label: string;
}

/** The statuses an order may be moved to from where it is (the one it holds excluded). */
export function allowedStatuses(order: LifecycleOrder): OrderStatus[] {
  const pickup = fulfillmentOf(order.fulfillment) === 'pickup';
  return ORDER_STATUSES.filter(
    (status) =>
      status !== 'pending' &&
      status !== order.status &&
      !(status === 'out_for_delivery' && pickup) &&
      !(status === 'ready_for_pickup' && !pickup),
  );
}

/**
 * The step a shop usually takes next: accept a waiting order, send it out (or call the customer
 * to pick it up), then mark it delivered. None for a delivered or cancelled order.
 */
export function nextStep(order: LifecycleOrder): NextStep | null {
  const pickup = fulfillmentOf(order.fulfillment) === 'pickup';
  switch (isOrderStatus(order.status) ? order.status : null) {
    case 'pending':
      return { status: 'processing', label: 'Aceitar pedido' };
    case 'processing':
      return pickup
        ? { status: 'ready_for_pickup', label: 'Pronto para retirada' }
        : { status: 'out_for_delivery', label: 'Saiu para entrega' };
    case 'out_for_delivery':
    case 'ready_for_pickup':
      return { status: 'delivered', label: 'Entregue' };
    default:
      return null;
  }
}

/** Behind the primary button: every other allowed status but cancelling (it asks for a reason). */
export function otherSteps(order: LifecycleOrder): OrderStatus[] {
  const next = nextStep(order)?.status;
  return allowedStatuses(order).filter((status) => status !== next && status !== 'cancelled');
}

/** Whether the order can still be cancelled (it is not already). */
export function canCancel(order: LifecycleOrder): boolean {
  return order.status !== 'cancelled';
}

/** The change that accepts an order: from waiting to in preparation. */
export function isAcceptance(from: string, to: string): boolean {
  return from === 'pending' && to === 'processing';
}
