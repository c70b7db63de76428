// Query keys of the orders table (TkDodo's hierarchy): every orders query starts with
// orderKeys.all, so one invalidation reaches them all when a realtime event arrives.
import type { OrderStatus } from '@/lib/order-status';

export interface OrderListFilters {
  statuses?: OrderStatus[];
  page: number;
  pageSize: number;
}

export const orderKeys = {
  all: ['orders'] as const,
  lists: () => [...orderKeys.all, 'list'] as const,
  list: (filters: OrderListFilters) => [...orderKeys.lists(), filters] as const,
  details: () => [...orderKeys.all, 'detail'] as const,
  detail: (id: string) => [...orderKeys.details(), id] as const,
  stats: () => [...orderKeys.all, 'stats'] as const,
  topProducts: () => [...orderKeys.all, 'top-products'] as const,
  /** The customer's tracking view (get_order_status), read as anon. */
  tracking: (id: string) => [...orderKeys.all, 'tracking', id] as const,
};
