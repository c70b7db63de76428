import { Button } from '@/components/ui/button';
import type { KitchenTicket } from '@/data/kitchen/schema';
import { scheduleTime } from '@/domain/schedule';
import { cn } from '@/lib/utils';
import { elapsedLabel, lateness, minutesSince, type Lateness } from './lateness';

const CLOCK: Record<Lateness, string> = {
  on_time: 'bg-muted text-foreground',
  amber: 'bg-amber-400 text-amber-950',
  red: 'bg-red-600 text-white',
};

const BORDER: Record<Lateness, string> = {
  on_time: 'border-border',
  amber: 'border-amber-400',
  red: 'border-red-600',
};

interface KitchenTicketCardProps {
  ticket: KitchenTicket;
  now: number;
  onReady: () => void;
  busy: boolean;
  /** The shop's time zone, for a scheduled order's time. */
  timeZone?: string | null;
}

/**
 * One accepted order as a large ticket: sized to be read from a metre away on a tablet, with the
 * time since it joined the queue (accepted; released, when scheduled) coloured as it gets late, and one tap to say it is ready.
 */
export function KitchenTicketCard({
  ticket,
  now,
  onReady,
  busy,
  timeZone,
}: KitchenTicketCardProps) {
  const minutes = minutesSince(ticket.queued_at ?? ticket.accepted_at ?? ticket.created_at, now);
  const late = lateness(minutes);
  return (
    <article
      aria-label={`Pedido #${ticket.order_number}`}
      data-lateness={late}
      className={cn('flex flex-col rounded-xl border-4 bg-card shadow-sm', BORDER[late])}
    >
      <header className="flex flex-wrap items-center justify-between gap-2 border-b p-4">
        <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
          <span className="text-4xl font-black tabular-nums">#{ticket.order_number}</span>
          <span className="rounded-md border-2 px-2 py-0.5 text-xl font-bold uppercase">
            {ticket.fulfillment === 'pickup' ? 'Retirada' : 'Entrega'}
          </span>
          {ticket.scheduled_for ? (
            <span className="rounded-md bg-sky-100 px-2 py-0.5 text-xl font-bold text-sky-950">
              Agendado · {scheduleTime(ticket.scheduled_for, timeZone ?? '')}
            </span>
          ) : null}
        </div>
        <span
          data-testid="kitchen-elapsed"
          className={cn('rounded-md px-3 py-1 text-2xl font-bold tabular-nums', CLOCK[late])}
        >
          {elapsedLabel(minutes)}
        </span>
      </header>
      <ul className="flex-1 space-y-3 p-4">
        {ticket.items.map((item, index) => (
          <li key={index}>
            <p className="text-2xl font-bold leading-tight">
              <span className="tabular-nums">{item.quantity}×</span> {item.name}
            </p>
            {item.options.length > 0 && (
              <ul className="ml-6 mt-1 space-y-0.5 text-xl">
                {item.options.map((option, optionIndex) => (
                  <li key={optionIndex}>
                    + {option.quantity && option.quantity > 1 ? `${option.quantity}× ` : ''}
                    {option.name}
                  </li>
                ))}
              </ul>
            )}
            {item.notes && (
              <p className="ml-6 mt-1 rounded bg-yellow-100 px-2 py-1 text-xl font-semibold text-yellow-950">
                Obs.: {item.notes}
              </p>
            )}
          </li>
        ))}
      </ul>
      {ticket.notes && (
        <p className="mx-4 mb-4 rounded bg-yellow-100 px-3 py-2 text-xl font-semibold text-yellow-950">
          Observações do pedido: {ticket.notes}
        </p>
      )}
      <div className="p-4 pt-0">
        <Button
          type="button"
          className="h-16 w-full bg-green-600 text-2xl font-bold text-white hover:bg-green-700"
          onClick={onReady}
          disabled={busy}
        >
          {busy ? 'Enviando...' : 'Pronto'}
        </Button>
      </div>
    </article>
  );
}
