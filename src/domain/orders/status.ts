// Order statuses (docs/order-lifecycle.md): the one map of their words and badge styles,
// read by every screen; an unknown status shows its raw value.

export const ORDER_STATUSES = [
  'pending',
  'processing',
  'out_for_delivery',
  'ready_for_pickup',
  'delivered',
  'cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export type BadgeVariant = 'default' | 'secondary' | 'outline' | 'destructive';

export interface OrderStatusInfo {
  label: string;
  variant: BadgeVariant;
  /** The toast's title after a change to this status. */
  toastTitle: string;
}

export const ORDER_STATUS: Record<OrderStatus, OrderStatusInfo> = {
  pending: { label: 'Aguardando', variant: 'default', toastTitle: 'Pedido Aguardando' },
  processing: { label: 'Em preparo', variant: 'secondary', toastTitle: 'Pedido em Preparação' },
  out_for_delivery: {
    label: 'Saiu para entrega',
    variant: 'secondary',
    toastTitle: 'Pedido Saiu para Entrega',
  },
  ready_for_pickup: {
    label: 'Pronto para retirada',
    variant: 'secondary',
    toastTitle: 'Pedido Pronto para Retirada',
  },
  delivered: { label: 'Entregue', variant: 'outline', toastTitle: 'Pedido Entregue' },
  cancelled: { label: 'Cancelado', variant: 'destructive', toastTitle: 'Pedido Cancelado' },
};

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);
}

export function orderStatusLabel(value: string): string {
  return isOrderStatus(value) ? ORDER_STATUS[value].label : value;
}

export function orderStatusVariant(value: string): BadgeVariant {
  return isOrderStatus(value) ? ORDER_STATUS[value].variant : 'outline';
}

export function orderStatusToastTitle(value: string): string {
  return isOrderStatus(value) ? ORDER_STATUS[value].toastTitle : `Pedido ${value}`;
}

/**
 * A step of an order's timeline, on the panel and on the customer's page alike: its first step
 * reads as what happened, 'Pedido recebido', rather than the status 'Aguardando'.
 */
export function timelineStepLabel(status: string, first: boolean): string {
  return first && status === 'pending' ? 'Pedido recebido' : orderStatusLabel(status);
}
