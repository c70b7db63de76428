// The orders board's columns on a busy night: what waits, what the kitchen has, what is ready or on
// its way, and what was finished today (delivered in the shop's day).
import type { OrderListFilters } from '@/data/orders/keys';
import type { OrderStatus } from '@/domain/orders/status';

export interface BoardColumn {
  id: 'waiting' | 'kitchen' | 'ready' | 'done';
  title: string;
  statuses: OrderStatus[];
  /** Only today's orders (the shop's day): the finished ones would otherwise pile up forever. */
  todayOnly?: boolean;
}

export const BOARD_COLUMNS: readonly BoardColumn[] = [
  { id: 'waiting', title: 'Aguardando', statuses: ['pending'] },
  { id: 'kitchen', title: 'Em preparo', statuses: ['processing'] },
  { id: 'ready', title: 'Pronto ou a caminho', statuses: ['ready_for_pickup', 'out_for_delivery'] },
  { id: 'done', title: 'Concluídos hoje', statuses: ['delivered'], todayOnly: true },
];

/** A column shows at most this many cards; its count says how many there are in all. */
export const BOARD_COLUMN_SIZE = 50;

/** The one query of a column (the board's other readers share its cache). */
export function columnFilters(column: BoardColumn, today: string | undefined): OrderListFilters {
  const day = column.todayOnly ? today : undefined;
  return { statuses: column.statuses, page: 0, pageSize: BOARD_COLUMN_SIZE, from: day, to: day };
}
