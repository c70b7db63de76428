import { Bike, ShoppingBag } from 'lucide-react';
import type { Order } from '@/data/orders/schema';
import { formatDateTime, formatRelative } from '@/domain/dates';
import { formatBRL } from '@/domain/format';
import { ORDER_STATUS, isOrderStatus } from '@/domain/orders/status';
import { cn } from '@/lib/utils';
import { BoardDriverSelect } from './driver-select';
import { rowTint } from './row-tint';

/** An accepted delivery not yet delivered: the card offers its driver right there. */
const DRIVER_STATUSES = new Set(['processing', 'out_for_delivery']);

/**
 * One order on the board: what the counter needs at a glance; a press opens it. An accepted
 * delivery also gets its driver chosen on the card.
 */
export function BoardCard({ order, onOpen }: { order: Order; onOpen: (order: Order) => void }) {
  const pickup = order.fulfillment === 'pickup';
  const status = isOrderStatus(order.status) ? ORDER_STATUS[order.status].label : order.status;
  const driver = !pickup && DRIVER_STATUSES.has(order.status);
  return (
    <li
      className={cn(
        'overflow-hidden rounded-lg border bg-card text-sm shadow-sm',
        rowTint(order.status),
      )}
    >
      <button
        type="button"
        onClick={() => onOpen(order)}
        aria-label={`Pedido #${order.order_number}, ${order.customer_name}, ${formatBRL(order.total_amount)}, ${pickup ? 'retirada' : 'entrega'}, ${status}`}
        className="grid w-full gap-1 p-3 text-left transition-colors hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-ring"
      >
        <span className="flex items-baseline justify-between gap-2">
          <span className="font-semibold tabular-nums">#{order.order_number}</span>
          <time
            dateTime={order.created_at}
            title={formatDateTime(order.created_at)}
            className="text-xs text-muted-foreground"
          >
            {formatRelative(order.created_at)}
          </time>
        </span>
        <span className="truncate">{order.customer_name}</span>
        <span className="flex items-center justify-between gap-2">
          <span className="inline-flex items-center gap-1 text-xs text-muted-foreground">
            {pickup ? (
              <ShoppingBag className="size-3.5" aria-hidden="true" />
            ) : (
              <Bike className="size-3.5" aria-hidden="true" />
            )}
            {pickup ? 'Retirada' : 'Entrega'}
          </span>
          <span className="font-semibold tabular-nums">{formatBRL(order.total_amount)}</span>
        </span>
      </button>
      {driver && (
        <div className="px-3 pb-3">
          <BoardDriverSelect order={order} />
        </div>
      )}
    </li>
  );
}
