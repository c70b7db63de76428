// The customer's view of an order's progress: Aguardando → Em preparo → Saiu para entrega (or
// Pronto para retirada) → Entregue, or Cancelado. Labels come from the one typed map in
// lib/order-status.
import {
  ORDER_STATUS,
  isOrderStatus,
  orderStatusLabel,
  type OrderStatus,
} from '@/lib/order-status';

export type StepState = 'done' | 'current' | 'upcoming';

export interface TimelineStep {
  status: OrderStatus;
  label: string;
  description: string;
  state: StepState;
}

export interface StatusTimeline {
  /** The pt-BR label; an unknown status shows its raw value. */
  label: string;
  cancelled: boolean;
  steps: TimelineStep[];
}

export type Fulfillment = 'delivery' | 'pickup';

const STEPS: Record<Fulfillment, readonly OrderStatus[]> = {
  delivery: ['pending', 'processing', 'out_for_delivery', 'delivered'],
  pickup: ['pending', 'processing', 'ready_for_pickup', 'delivered'],
};

const DESCRIPTIONS: Record<OrderStatus, string> = {
  pending: 'O estabelecimento recebeu seu pedido e vai confirmá-lo em instantes.',
  processing: 'Seu pedido está sendo preparado.',
  out_for_delivery: 'Seu pedido saiu para entrega e está a caminho.',
  ready_for_pickup: 'Seu pedido está pronto: pode vir buscar.',
  delivered: 'Pedido entregue. Bom apetite!',
  cancelled: 'Este pedido foi cancelado. Em caso de dúvida, fale com o estabelecimento.',
};

export function statusDescription(status: string): string {
  return isOrderStatus(status)
    ? DESCRIPTIONS[status]
    : 'Acompanhe aqui as atualizações do seu pedido.';
}

export function statusTimeline(
  status: string,
  fulfillment: Fulfillment = 'delivery',
): StatusTimeline {
  const steps = STEPS[fulfillment];
  const reached = (steps as readonly string[]).indexOf(status);
  return {
    label: orderStatusLabel(status),
    cancelled: status === 'cancelled',
    steps: steps.map((step, index) => ({
      status: step,
      label: ORDER_STATUS[step].label,
      description: DESCRIPTIONS[step],
      // The last step, once reached, is done rather than in progress.
      state:
        reached < 0 || index > reached
          ? 'upcoming'
          : index < reached || step === 'delivered'
            ? 'done'
            : 'current',
    })),
  };
}
