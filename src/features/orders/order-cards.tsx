import { formatDateTime, formatRelative } from '@/domain/dates';
import { formatBRL } from '@/domain/format';
import { cn } from '@/lib/utils';
import { itemCount, orderLabel } from '@/data/orders/schema';
import type { OrdersTableProps } from './orders-table';
import { rowTint } from './row-tint';
import { StatusBadge } from './status-badge';

/** The orders list below a tablet's width: one card per order, tinted by status, that opens it. */
export function OrderCards({ orders, loading, loadingText, emptyText, onOpen }: OrdersTableProps) {
  const message = loading && !orders ? loadingText : !orders?.length ? emptyText : null;
  if (message) return <p className="py-10 text-center text-muted-foreground">{message}</p>;
  return (
    <ul className="grid min-w-0 gap-2">
      {orders?.map((order) => {
        const count = itemCount(order);
        return (
          <li key={order.id}>
            <button
              type="button"
              data-status={order.status}
              aria-label={`Abrir pedido ${orderLabel(order)}`}
              onClick={() => onOpen(order)}
              className={cn(
                'grid w-full min-w-0 gap-1 overflow-hidden rounded-lg border p-3 text-left focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                rowTint(order.status),
              )}
            >
              <span className="flex min-w-0 items-center justify-between gap-2">
                <span className="font-semibold">{orderLabel(order)}</span>
                <StatusBadge status={order.status} />
              </span>
              <span className="flex min-w-0 items-center justify-between gap-2">
                <span className="truncate">{order.customer_name}</span>
                <span className="font-semibold tabular-nums">{formatBRL(order.total_amount)}</span>
              </span>
              <span className="flex min-w-0 items-center justify-between gap-2 text-sm text-muted-foreground">
                <span>
                  {count} {count === 1 ? 'item' : 'itens'}
                </span>
                <time dateTime={order.created_at} title={formatDateTime(order.created_at)}>
                  {formatRelative(order.created_at)}
                </time>
              </span>
              {order.customer_address ? (
                <span className="truncate text-sm text-muted-foreground">
                  {order.customer_address}
                </span>
              ) : null}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
