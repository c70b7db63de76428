import { CalendarClock } from 'lucide-react';
import { Card, CardContent } from '@/components/ui/card';
import { useScheduledOrders } from '@/data/orders/get-scheduled-orders';
import type { Order } from '@/data/orders/schema';
import { useCompanySettings } from '@/data/settings/get-company-settings';
import { formatBRL } from '@/domain/format';
import { ORDER_STATUS, isOrderStatus } from '@/domain/orders/status';
import {
  releaseAt,
  scheduleDate,
  scheduleHeading,
  scheduleTime,
  scheduleTimeRange,
  slotEnd,
} from '@/domain/schedule';
import { useNow } from '@/lib/use-now';
import { cn } from '@/lib/utils';

/**
 * "Agendados": the scheduled orders by the time they are due, under Hoje / Amanhã / the day. Each
 * says when it must start (its release: the slot minus the preparation time); from then on it is
 * in the normal queue and the alarm rings for it while it waits.
 */
export function ScheduledOrders({ onOpen }: { onOpen: (order: Order) => void }) {
  const orders = useScheduledOrders();
  const settings = useCompanySettings().data;
  const now = new Date(useNow(30_000));
  const tz = settings?.timezone ?? 'America/Sao_Paulo';
  const slotMinutes = settings?.scheduling_slot_minutes ?? 30;

  if (orders.isPending) return <p className="p-4 text-sm text-muted-foreground">Carregando…</p>;
  if (orders.isError)
    return <p className="p-4 text-sm text-destructive">Não foi possível carregar os agendados.</p>;
  if (orders.data.length === 0) {
    return (
      <Card>
        <CardContent className="flex flex-col items-center gap-2 py-10 text-center text-muted-foreground">
          <CalendarClock className="size-8" aria-hidden="true" />
          Nenhum pedido agendado.
        </CardContent>
      </Card>
    );
  }
  const days: Array<{ date: string; orders: Order[] }> = [];
  for (const order of orders.data) {
    const date = scheduleDate(order.scheduled_for!, tz);
    const last = days.at(-1);
    if (last?.date === date) last.orders.push(order);
    else days.push({ date, orders: [order] });
  }

  return (
    <div className="grid gap-6">
      {days.map((day) => (
        <section
          key={day.date}
          aria-label={scheduleHeading(day.orders[0]!.scheduled_for!, tz, now)}
        >
          <h2 className="mb-2 text-lg font-semibold">
            {scheduleHeading(day.orders[0]!.scheduled_for!, tz, now)}
          </h2>
          <ul className="grid gap-2 sm:grid-cols-2 xl:grid-cols-3">
            {day.orders.map((order) => {
              const start = order.scheduled_for!;
              const range = scheduleTimeRange(start, slotEnd(start, slotMinutes), tz);
              const release = releaseAt(start, settings?.estimated_time);
              const released = release <= now;
              const status = isOrderStatus(order.status)
                ? ORDER_STATUS[order.status].label
                : order.status;
              return (
                <li key={order.id}>
                  <button
                    type="button"
                    onClick={() => onOpen(order)}
                    aria-label={`Pedido #${order.order_number}, ${order.customer_name}, agendado ${range}, ${status}`}
                    className={cn(
                      'grid w-full gap-1 rounded-lg border bg-card p-3 text-left text-sm shadow-sm transition-colors hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                      released && order.status === 'pending' && 'border-warning bg-warning/10',
                    )}
                  >
                    <span className="flex items-baseline justify-between gap-2">
                      <span className="text-base font-semibold tabular-nums">{range}</span>
                      <span className="font-semibold tabular-nums">#{order.order_number}</span>
                    </span>
                    <span className="truncate">{order.customer_name}</span>
                    <span className="flex items-center justify-between gap-2 text-xs text-muted-foreground">
                      <span>
                        {released
                          ? 'Na fila agora'
                          : `Entra na fila às ${scheduleTime(release, tz)}`}
                        {' · '}
                        {status}
                      </span>
                      <span className="font-semibold tabular-nums text-foreground">
                        {formatBRL(order.total_amount)}
                      </span>
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </div>
  );
}
