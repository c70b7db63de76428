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
      <div role="group" aria-label="Coluna do quadro" className="grid grid-cols-2 gap-2 md:hidden">
        {BOARD_COLUMNS.map((column) => (
          <ColumnSwitch
            key={column.id}
            column={column}
            today={today}
            pressed={shown === column.id}
            onPress={() => setShown(column.id)}
          />
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

/** A phone's way to a column: its name and how many orders it has (the column's own query). */
function ColumnSwitch({
  column,
  today,
  pressed,
  onPress,
}: {
  column: Column;
  today: string | undefined;
  pressed: boolean;
  onPress: () => void;
}) {
  const total = useOrders(columnFilters(column, today), {
    enabled: !column.todayOnly || today !== undefined,
  }).data?.total;
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onPress}
      className={cn(
        'flex h-11 items-center justify-between gap-2 rounded-lg border px-3 text-left text-sm font-medium',
        pressed ? 'border-primary bg-primary text-primary-foreground' : 'bg-card',
      )}
    >
      <span className="truncate">{column.title}</span>
      {total !== undefined && <span className="tabular-nums">{total}</span>}
    </button>
  );
}
