// How each screen words a status (spec 4): the orders page calls processing 'Saiu para entrega'.
import {
  isOrderStatus,
  ORDER_STATUS,
  orderStatusLabel,
  type OrderStatus,
} from '@/lib/order-status';

export type OrderSurface = 'dashboard' | 'orders' | 'history';

export function statusText(status: string, surface: OrderSurface): string {
  if (surface === 'orders' && status === 'processing') return 'Saiu para entrega';
  return orderStatusLabel(status);
}

export function statusVariant(status: string) {
  return isOrderStatus(status) ? ORDER_STATUS[status].variant : 'outline';
}

/** The toast title after a status change. */
export function statusToastTitle(status: OrderStatus, surface: OrderSurface): string {
  switch (status) {
    case 'cancelled':
      return 'Pedido Cancelado';
    case 'delivered':
      return 'Pedido Entregue';
    case 'processing':
      return surface === 'orders' ? 'Pedido Saiu para Entrega' : 'Pedido em Preparação';
    case 'pending':
      return 'Pedido Aguardando';
    case 'out_for_delivery':
      return 'Pedido Saiu para Entrega';
    case 'ready_for_pickup':
      return 'Pedido Pronto para Retirada';
  }
}

/** Row tint on the tables: pending yellow, processing blue, cancelled red. */
export function rowTint(status: string): string | undefined {
  if (status === 'pending') return 'bg-warning/10 hover:bg-warning/20';
  if (status === 'processing') return 'bg-info/10 hover:bg-info/20';
  if (status === 'cancelled') return 'bg-destructive/10 hover:bg-destructive/15';
  return undefined;
}
