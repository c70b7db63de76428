import { useEffect, useState } from 'react';
import { useOrders } from '@/data/orders/get-orders';
import { useTodaySummary } from '@/data/orders/get-today-summary';
import type { Order } from '@/data/orders/schema';
import { cn } from '@/lib/utils';
import { BoardColumn } from './board-column';
import { BOARD_COLUMNS, columnFilters, type BoardColumn as Column } from './board-columns';
import { clearUnread } from './unread-orders';

/**
 * The orders by status, side by side, each column scrolling on its own. On a phone one column at a
 * time, chosen with the switcher above it.
 */
export function OrdersBoard({ onOpen }: { onOpen: (order: Order) => void }) {
  const today = useTodaySummary().data?.day;
  const [shown, setShown] = useState<Column['id']>('waiting');
  // Looking at the waiting orders is what the bell asks for.
  const waiting = useOrders(columnFilters(BOARD_COLUMNS[0]!, today)).data;
  useEffect(() => {
    clearUnread();
  }, [waiting]);
  return (
    <div className="grid gap-3">
      <div
        role="group"
        aria-label="Coluna do quadro"
        className="flex gap-1 overflow-x-auto md:hidden"
      >
        {BOARD_COLUMNS.map((column) => (
          <button
            key={column.id}
            type="button"
            aria-pressed={shown === column.id}
            onClick={() => setShown(column.id)}
            className={cn(
              'h-11 shrink-0 rounded-full border px-3 text-sm font-medium',
              shown === column.id ? 'border-primary bg-primary text-primary-foreground' : 'bg-card',
            )}
          >
            {column.title}
          </button>
        ))}
      </div>
      <div className="grid h-[calc(100dvh-15rem)] min-h-96 grid-cols-1 gap-3 md:grid-cols-4">
        {BOARD_COLUMNS.map((column) => (
          <BoardColumn
            key={column.id}
            column={column}
            today={today}
            onOpen={onOpen}
            className={shown === column.id ? undefined : 'max-md:hidden'}
          />
        ))}
      </div>
    </div>
  );
}
