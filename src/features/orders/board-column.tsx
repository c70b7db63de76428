import { useId } from 'react';
import { useOrders } from '@/data/orders/get-orders';
import type { Order } from '@/data/orders/schema';
import { useCompanySettings } from '@/data/settings/get-company-settings';
import { isAwaitingRelease } from '@/domain/schedule';
import { useNow } from '@/lib/use-now';
import { cn } from '@/lib/utils';
import { BoardCard } from './board-card';
import { columnFilters, type BoardColumn as Column } from './board-columns';

interface BoardColumnProps {
  column: Column;
  /** Today in the shop's time zone (yyyy-MM-dd), for the "today only" column. */
  today: string | undefined;
  onOpen: (order: Order) => void;
  className?: string;
}

/**
 * One status column: its own page of orders from the server (kept live by the orders realtime: a
 * new order goes into "Aguardando" at once), scrolling on its own.
 */
export function BoardColumn({ column, today, onOpen, className }: BoardColumnProps) {
  const titleId = useId();
  const { data, isPending } = useOrders(columnFilters(column, today), {
    enabled: !column.todayOnly || today !== undefined,
  });
  const estimatedTime = useCompanySettings().data?.estimated_time;
  const now = new Date(useNow(15_000));
  // An order that just changed status leaves its column at once; the refetch puts it in the next.
  // A scheduled order joins the queue at its release time (until then it is under "Agendados").
  const orders = data?.orders.filter(
    (order) =>
      (column.statuses as readonly string[]).includes(order.status) &&
      !isAwaitingRelease(order, estimatedTime, now),
  );
  const total = data ? data.total - ((data.orders.length ?? 0) - (orders?.length ?? 0)) : undefined;

  return (
    <section
      aria-labelledby={titleId}
      data-testid={`board-${column.id}`}
      className={cn('flex min-h-0 min-w-0 flex-col rounded-xl border bg-muted/40', className)}
    >
      <h2
        id={titleId}
        className="flex items-center justify-between gap-2 border-b px-3 py-2 text-sm font-semibold"
      >
        {column.title}
        <span
          className="rounded-full bg-background px-2 py-0.5 text-xs tabular-nums"
          aria-label={total === undefined ? undefined : `${total} pedidos`}
        >
          {total ?? '—'}
        </span>
      </h2>
      <div
        // A scrolling region must take focus, or a keyboard can't scroll a long column.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        role="group"
        aria-labelledby={titleId}
        className="min-h-0 flex-1 overflow-y-auto p-2 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-ring"
      >
        {isPending && !orders ? (
          <p className="py-6 text-center text-sm text-muted-foreground">Carregando pedidos...</p>
        ) : !orders?.length ? (
          <p className="py-6 text-center text-sm text-muted-foreground">Nenhum pedido</p>
        ) : (
          <ul className="grid gap-2">
            {orders.map((order) => (
              <BoardCard key={order.id} order={order} onOpen={onOpen} />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
