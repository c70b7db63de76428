// The customer's view of an order's progress: Pedido recebido → Em preparo → Saiu para entrega (or
// Pronto para retirada) → Entregue, each step with the time it was reached (get_order_status's
// events), or the steps reached and then Cancelado. Labels come from domain/orders/status.
import {
  isOrderStatus,
  orderStatusLabel,
  timelineStepLabel,
  type OrderStatus,
} from '@/domain/orders/status';

export type StepState = 'done' | 'current' | 'upcoming' | 'cancelled';

export interface TimelineStep {
  status: OrderStatus;
  label: string;
  description: string;
  state: StepState;
  /** When the order reached this step (ISO); null for steps not reached or skipped. */
  at: string | null;
}

export interface StatusTimeline {
  /** The pt-BR label; an unknown status shows its raw value. */
  label: string;
  cancelled: boolean;
  steps: TimelineStep[];
}

export interface TimelineEvent {
  status: string;
  at: string;
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

// A loop rather than Array.prototype.findLast: older phones' browsers lack it.
function lastWhere(
  events: readonly TimelineEvent[],
  test: (event: TimelineEvent) => boolean,
): TimelineEvent | undefined {
  for (let i = events.length - 1; i >= 0; i--) if (test(events[i])) return events[i];
  return undefined;
}

/** The last time the order entered `status` (a status can be entered again after a step back). */
function reachedAt(events: readonly TimelineEvent[], status: string): string | null {
  return lastWhere(events, (event) => event.status === status)?.at ?? null;
}

const step = (status: OrderStatus, state: StepState, at: string | null): TimelineStep => ({
  status,
  label: timelineStepLabel(status, status === 'pending'),
  description: DESCRIPTIONS[status],
  state,
  at,
});

export function statusTimeline(
  status: string,
  fulfillment: Fulfillment = 'delivery',
  events: readonly TimelineEvent[] = [],
): StatusTimeline {
  const path = STEPS[fulfillment];
  const label = orderStatusLabel(status);

  if (status === 'cancelled') {
    // The steps the order had reached before it was cancelled (at least: it was placed).
    const before = lastWhere(events, (event) => (path as readonly string[]).includes(event.status));
    const reached = Math.max(0, before ? (path as readonly string[]).indexOf(before.status) : 0);
    return {
      label,
      cancelled: true,
      steps: [
        ...path.slice(0, reached + 1).map((s) => step(s, 'done', reachedAt(events, s))),
        step('cancelled', 'cancelled', reachedAt(events, 'cancelled')),
      ],
    };
  }

  const reached = (path as readonly string[]).indexOf(status);
  return {
    label,
    cancelled: false,
    steps: path.map((s, index) => {
      // The last step, once reached, is done rather than in progress.
      const state: StepState =
        reached < 0 || index > reached
          ? 'upcoming'
          : index < reached || s === 'delivered'
            ? 'done'
            : 'current';
      return step(s, state, state === 'upcoming' ? null : reachedAt(events, s));
    }),
  };
}
