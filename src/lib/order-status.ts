// Order statuses (spec 4): one typed map of labels and badge variants; unknown values show raw.

export const ORDER_STATUSES = [
  'pending',
  'processing',
  'out_for_delivery',
  'ready_for_pickup',
  'delivered',
  'cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

type BadgeVariant = 'default' | 'secondary' | 'outline' | 'destructive';

export const ORDER_STATUS: Record<OrderStatus, { label: string; variant: BadgeVariant }> = {
  pending: { label: 'Aguardando', variant: 'default' },
  processing: { label: 'Em preparo', variant: 'secondary' },
  out_for_delivery: { label: 'Saiu para entrega', variant: 'secondary' },
  ready_for_pickup: { label: 'Pronto para retirada', variant: 'secondary' },
  delivered: { label: 'Entregue', variant: 'outline' },
  cancelled: { label: 'Cancelado', variant: 'destructive' },
};

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);
}

export function orderStatusLabel(value: string): string {
  return isOrderStatus(value) ? ORDER_STATUS[value].label : value;
}
