// Query keys of the orders table (TkDodo's hierarchy): every orders query starts with
// orderKeys.all, so one invalidation reaches them all when a realtime event arrives.
import type { OrderStatus } from '@/domain/orders/status';

export interface OrderListFilters {
  statuses?: OrderStatus[];
  /** An order number, a piece of the customer's name or digits of the phone. */
  search?: string;
  /** Days of the shop's calendar (yyyy-MM-dd), both included. */
  from?: string;
  to?: string;
  page: number;
  pageSize: number;
}

/** Whether a list needs the server's search (a realtime row can't be placed in it on the spot). */
export function isSearch(filters: OrderListFilters): boolean {
  return Boolean(filters.search?.trim() || filters.from || filters.to);
}

export const orderKeys = {
  all: ['orders'] as const,
  lists: () => [...orderKeys.all, 'list'] as const,
  list: (filters: OrderListFilters) => [...orderKeys.lists(), filters] as const,
  details: () => [...orderKeys.all, 'detail'] as const,
  detail: (id: string) => [...orderKeys.details(), id] as const,
  /** The orders waiting to be accepted: the panel's alarm (oldest first). */
  pending: () => [...orderKeys.all, 'pending'] as const,
  /** An order's timeline (order_events), refetched with every order change. */
  events: (id: string) => [...orderKeys.all, 'events', id] as const,
  /** A known customer by the phone's digits (the staff order form's lookup). */
  customer: (digits: string) => [...orderKeys.all, 'customer', digits] as const,
  stats: () => [...orderKeys.all, 'stats'] as const,
  /** Today's orders and revenue (get_today_summary). */
  today: () => [...orderKeys.all, 'today'] as const,
  recent: (windowMs: number) => [...orderKeys.all, 'recent', windowMs] as const,
  /** Scheduled orders still to deliver, by the time they are due (the panel's "Agendados"). */
  scheduled: () => [...orderKeys.all, 'scheduled'] as const,
  topProducts: () => [...orderKeys.all, 'top-products'] as const,
  /** The customer's tracking view (get_order_status), read as anon. */
  tracking: (id: string) => [...orderKeys.all, 'tracking', id] as const,
};
