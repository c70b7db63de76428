import { Check, ChefHat, Clock, PackageCheck, type LucideIcon } from 'lucide-react';
import { cn } from '@/lib/utils';
import type { TimelineStep } from './status-timeline';

const ICONS: Record<string, LucideIcon> = {
  pending: Clock,
  processing: ChefHat,
  delivered: PackageCheck,
};

/** The vertical timeline Aguardando → Em preparo → Entregue. */
export function StatusSteps({ steps }: { steps: readonly TimelineStep[] }) {
  return (
    <ol className="grid" aria-label="Andamento do pedido">
      {steps.map((step, index) => {
        const Icon = step.state === 'done' ? Check : (ICONS[step.status] ?? Clock);
        const last = index === steps.length - 1;
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
              )}
            >
              <Icon className="size-5" aria-hidden="true" />
            </span>
            <div className="grid gap-0.5 pt-1.5">
              <p
                className={cn('font-medium', step.state === 'upcoming' && 'text-muted-foreground')}
              >
                {step.label}
                <span className="sr-only">
                  {step.state === 'done'
                    ? ' (concluído)'
                    : step.state === 'current'
                      ? ' (etapa atual)'
                      : ' (próxima etapa)'}
                </span>
              </p>
              {step.state === 'current' || (last && step.state === 'done') ? (
                <p className="text-sm text-muted-foreground">{step.description}</p>
              ) : null}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
