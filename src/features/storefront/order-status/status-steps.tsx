import { Bike, Check, ChefHat, Clock, PackageCheck, Store, X, type LucideIcon } from 'lucide-react';
import type { OrderStatus } from '@/domain/orders/status';
import { cn } from '@/lib/utils';
import type { StepState, TimelineStep } from './status-timeline';
import { formatEventTime } from './tracking-format';

const ICONS: Record<OrderStatus, LucideIcon> = {
  pending: Clock,
  processing: ChefHat,
  out_for_delivery: Bike,
  ready_for_pickup: Store,
  delivered: PackageCheck,
  cancelled: X,
};

const SR_STATE: Record<StepState, string> = {
  done: 'concluído',
  current: 'etapa atual',
  upcoming: 'próxima etapa',
  cancelled: 'cancelado',
};

interface StatusStepsProps {
  steps: readonly TimelineStep[];
  /** Shown under the Cancelado step. */
  cancelReason?: string | null;
  /** The shop's time zone: the times read its clock. */
  timeZone?: string;
}

/** The vertical timeline: each step reached with its time, the current one described. */
export function StatusSteps({ steps, cancelReason, timeZone }: StatusStepsProps) {
  return (
    <ol className="grid" aria-label="Andamento do pedido">
      {steps.map((step, index) => {
        const Icon = step.state === 'done' ? Check : ICONS[step.status];
        const last = index === steps.length - 1;
        const time = step.at ? formatEventTime(step.at, undefined, timeZone) : '';
        const described =
          step.state === 'current' || step.state === 'cancelled' || (last && step.state === 'done');
        return (
          <li
            key={step.status}
            aria-current={step.state === 'current' ? 'step' : undefined}
            className="relative flex gap-4 pb-6 last:pb-0"
          >
            {!last ? (
              <span
                aria-hidden="true"
                className={cn(
                  'absolute left-5 top-10 h-[calc(100%-2.5rem)] w-0.5 -translate-x-1/2',
                  step.state === 'done' ? 'bg-primary' : 'bg-border',
                )}
              />
            ) : null}
            <span
              className={cn(
                'relative grid size-10 shrink-0 place-items-center rounded-full border-2 transition-colors',
                step.state === 'done' && 'border-primary bg-primary text-primary-foreground',
                step.state === 'current' &&
                  'border-primary bg-primary/10 text-primary ring-4 ring-primary/15',
                step.state === 'upcoming' && 'border-border bg-background text-muted-foreground',
                step.state === 'cancelled' &&
                  'border-destructive bg-destructive text-destructive-foreground',
              )}
            >
              <Icon className="size-5" aria-hidden="true" />
            </span>
            <div className="grid min-w-0 flex-1 gap-1 pt-2">
              <p className="flex items-baseline justify-between gap-3">
                <span
                  className={cn(
                    'font-medium leading-tight',
                    step.state === 'upcoming' && 'text-muted-foreground',
                    step.state === 'cancelled' && 'text-destructive',
                  )}
                >
                  {step.label}
                  <span className="sr-only"> ({SR_STATE[step.state]})</span>
                </span>
                {time ? (
                  <time
                    dateTime={step.at ?? undefined}
                    className="shrink-0 text-sm tabular-nums text-muted-foreground"
                  >
                    {time}
                  </time>
                ) : null}
              </p>
              {described ? (
                <p className="text-sm text-muted-foreground">{step.description}</p>
              ) : null}
              {step.state === 'cancelled' && cancelReason ? (
                <p className="mt-1 rounded-lg border border-destructive/30 bg-destructive/10 p-3 text-sm text-destructive">
                  <strong>Motivo:</strong> {cancelReason}
                </p>
              ) : null}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
