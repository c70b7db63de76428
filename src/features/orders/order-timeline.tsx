import { useId } from 'react';
import { formatEventTime } from '@/domain/dates';
import { teamEventLabel, teamEventSummary } from '@/domain/orders/event-details';
import { timelineStepLabel } from '@/domain/orders/status';
import { cn } from '@/lib/utils';
import { useOrderEvents, type OrderEvent } from '@/data/orders/get-order-events';

/** 'Aceito por Bia': the step, and who in the team took it when the server knows. */
const stepLabel = (event: OrderEvent, index: number) => {
  const label =
    teamEventLabel(event.status, event.details) ?? timelineStepLabel(event.status, index === 0);
  return event.actor_name ? `${label} por ${event.actor_name}` : label;
};

/** 'Andamento do pedido': every status the order took, by whom and when, as the server recorded it. */
export function OrderTimeline({ orderId }: { orderId: string }) {
  const events = useOrderEvents(orderId);
  const titleId = useId();
  const list = events.data ?? [];
  return (
    <section aria-labelledby={titleId} className="rounded-lg border px-4 py-3">
      <h3 id={titleId} className="mb-2 text-sm font-semibold">
        Andamento do pedido
      </h3>
      {events.isPending ? (
        <p className="text-sm text-muted-foreground">Carregando andamento...</p>
      ) : events.isError && !list.length ? (
        <p className="text-sm text-muted-foreground">Não foi possível carregar o andamento.</p>
      ) : (
        <ol className="grid gap-0">
          {list.map((event, index) => {
            const last = index === list.length - 1;
            return (
              <li key={event.id} className="relative grid grid-cols-[1rem_1fr_auto] gap-x-3">
                {/* The rail between the steps, and each step's dot. */}
                {!last && (
                  <span
                    aria-hidden="true"
                    className="absolute bottom-0 left-[7px] top-4 w-0.5 bg-border"
                  />
                )}
                <span
                  aria-hidden="true"
                  className={cn(
                    'relative mt-1.5 size-4 rounded-full border-2 border-background ring-2',
                    last ? 'bg-primary ring-primary/30' : 'bg-muted-foreground/40 ring-transparent',
                    event.status === 'cancelled' && 'bg-destructive ring-destructive/30',
                  )}
                />
                <div className="min-w-0 pb-3 text-sm">
                  <span className={cn(last && 'font-semibold')}>{stepLabel(event, index)}</span>
                  {teamEventSummary(event.status, event.details) && (
                    <span className="block break-words text-xs text-muted-foreground">
                      {teamEventSummary(event.status, event.details)}
                    </span>
                  )}
                  {event.reason && (
                    <span className="block break-words text-xs text-muted-foreground">
                      Motivo: {event.reason}
                    </span>
                  )}
                </div>
                <time
                  dateTime={event.created_at}
                  className="pt-0.5 text-xs tabular-nums text-muted-foreground"
                >
                  {formatEventTime(event.created_at)}
                </time>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
