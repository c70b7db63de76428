import type { ReactNode } from 'react';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import { formatDateTime, formatRelative } from '@/domain/dates';
import { formatBRL } from '@/domain/format';
import { useIsMobile } from '@/lib/use-is-mobile';
import { cn } from '@/lib/utils';
import { OrderCards } from './order-cards';
import { rowTint } from './row-tint';
import { itemCount, orderLabel, type Order } from '@/data/orders/schema';
import { StatusBadge } from './status-badge';

export type OrderColumn =
  'number' | 'customer' | 'phone' | 'address' | 'status' | 'total' | 'date' | 'relative' | 'items';

const HEADERS: Record<OrderColumn, string> = {
  number: 'Pedido',
  customer: 'Cliente',
  phone: 'Telefone',
  address: 'Endereço',
  status: 'Status',
  total: 'Total',
  date: 'Data',
  relative: 'Data',
  items: 'Itens',
};

function cell(column: OrderColumn, order: Order): ReactNode {
  switch (column) {
    case 'number':
      return <span className="font-semibold">{orderLabel(order)}</span>;
    case 'customer':
      return (
        <span className="block max-w-[10rem] truncate" title={order.customer_name}>
          {order.customer_name}
        </span>
      );
    case 'phone':
      return order.customer_phone || '—';
    case 'address':
      return (
        <span
          className="line-clamp-2 min-w-[8rem] max-w-[14rem] whitespace-normal"
          title={order.customer_address || undefined}
        >
          {order.customer_address || '—'}
        </span>
      );
    case 'status':
      return <StatusBadge status={order.status} />;
    case 'total':
      return <span className="tabular-nums">{formatBRL(order.total_amount)}</span>;
    case 'date':
      // Wraps after 'às' on narrow tables rather than pushing the last columns out of view.
      return (
        <span className="block min-w-[6rem] whitespace-normal">
          {formatDateTime(order.created_at)}
        </span>
      );
    case 'relative':
      return (
        <time dateTime={order.created_at} title={formatDateTime(order.created_at)}>
          {formatRelative(order.created_at)}
        </time>
      );
    case 'items': {
      const count = itemCount(order);
      return `${count} ${count === 1 ? 'item' : 'itens'}`;
    }
  }
}

export interface OrdersTableProps {
  orders: Order[] | undefined;
  columns: readonly OrderColumn[];
  loading: boolean;
  loadingText: string;
  emptyText: string;
  onOpen: (order: Order) => void;
  /** Tighter cells, for a table that shares its page with other cards. */
  dense?: boolean;
}

/**
 * Orders as rows tinted by status; a row opens its order, by click or Enter. Below a
 * tablet's width the same orders are cards with what matters at the counter (a table's columns
 * would scroll sideways, with status, total and time out of view).
 */
export function OrdersTable(props: OrdersTableProps) {
  return useIsMobile() ? <OrderCards {...props} /> : <OrderRows {...props} />;
}

function OrderRows({
  orders,
  columns,
  loading,
  loadingText,
  emptyText,
  onOpen,
  dense = false,
}: OrdersTableProps) {
  const cellClass = dense ? 'px-2' : undefined;
  const message = loading && !orders ? loadingText : !orders?.length ? emptyText : null;
  return (
    <Table>
      <TableHeader>
        <TableRow>
          {columns.map((column) => (
            <TableHead key={column} className={cellClass}>
              {HEADERS[column]}
            </TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {message ? (
          <TableRow>
            <TableCell colSpan={columns.length} className="py-10 text-center text-muted-foreground">
              {message}
            </TableCell>
          </TableRow>
        ) : (
          orders?.map((order) => (
            <TableRow
              key={order.id}
              data-status={order.status}
              tabIndex={0}
              aria-label={`Abrir pedido ${orderLabel(order)}`}
              className={cn(
                'cursor-pointer focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-ring',
                rowTint(order.status),
              )}
              onClick={() => onOpen(order)}
              onKeyDown={(event) => {
                if (event.key === 'Enter' || event.key === ' ') {
                  event.preventDefault();
                  onOpen(order);
                }
              }}
            >
              {columns.map((column) => (
                <TableCell key={column} className={cellClass}>
                  {cell(column, order)}
                </TableCell>
              ))}
            </TableRow>
          ))
        )}
      </TableBody>
    </Table>
  );
}
