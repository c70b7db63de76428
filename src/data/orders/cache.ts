// How a changed or new order reaches every cached view of it at once (lists, the open dialog);
// the refetch that follows reconciles counts and filters.
import type { Query, QueryClient } from '@tanstack/react-query';
import type { OrderPage } from './get-orders';
import type { PendingOrders } from './get-pending-orders';
import { isSearch, orderKeys, type OrderListFilters } from './keys';
import type { Order } from './schema';

/** Puts a changed order into a cached page that shows it. */
export function replaceInPages(page: OrderPage | undefined, order: Order): OrderPage | undefined {
  if (!page || !page.orders.some((o) => o.id === order.id)) return page;
  return { ...page, orders: page.orders.map((o) => (o.id === order.id ? order : o)) };
}

/** Puts a new order at the top of a cached list it belongs to (and counts it on later pages). */
export function insertInPage(
  page: OrderPage | undefined,
  order: Order,
  filters: OrderListFilters,
): OrderPage | undefined {
  if (!page || page.orders.some((o) => o.id === order.id)) return page;
  // Whether it matches a search or a date range is the server's to say: the refetch brings it.
  if (isSearch(filters)) return page;
  const statuses: readonly string[] | undefined = filters.statuses;
  if (statuses?.length && !statuses.includes(order.status)) return page;
  const orders =
    filters.page === 0 ? [order, ...page.orders].slice(0, filters.pageSize) : page.orders;
  return { orders, total: page.total + 1 };
}

/**
 * The waiting orders after `order` changed or arrived: it joins them (at the end, the newest) while
 * pending and leaves them once accepted or cancelled. The refetch that follows has the last word.
 */
export function updatePending(
  pending: PendingOrders | undefined,
  order: Order,
): PendingOrders | undefined {
  if (!pending) return pending;
  const listed = pending.orders.some((o) => o.id === order.id);
  if (order.status === 'pending') {
    if (listed)
      return { ...pending, orders: pending.orders.map((o) => (o.id === order.id ? order : o)) };
    return { orders: [...pending.orders, order], total: pending.total + 1 };
  }
  if (!listed) return pending;
  return {
    orders: pending.orders.filter((o) => o.id !== order.id),
    total: Math.max(0, pending.total - 1),
  };
}

export function cacheChangedOrder(queryClient: QueryClient, order: Order) {
  queryClient.setQueriesData<OrderPage>({ queryKey: orderKeys.lists() }, (page) =>
    replaceInPages(page, order),
  );
  queryClient.setQueryData<PendingOrders>(orderKeys.pending(), (pending) =>
    updatePending(pending, order),
  );
  queryClient.setQueryData(orderKeys.detail(order.id), order);
}

export function cacheNewOrder(queryClient: QueryClient, order: Order) {
  for (const [key, page] of queryClient.getQueriesData<OrderPage>({
    queryKey: orderKeys.lists(),
  })) {
    queryClient.setQueryData(key, insertInPage(page, order, key[2] as OrderListFilters));
  }
  queryClient.setQueryData<PendingOrders>(orderKeys.pending(), (pending) =>
    updatePending(pending, order),
  );
  queryClient.setQueryData(orderKeys.detail(order.id), order);
}

/**
 * Puts a realtime change into the cache once no orders request is in flight. A refetch that started
 * before the change answers with the lists as they were and would put them back over the new row,
 * which then showed only with the next refetch, about a second later. Such a fetch is cancelled (its
 * query keeps what it had); the reconciling refetch that follows every event reads it all again.
 */
export async function cacheOrderChange(
  queryClient: QueryClient,
  order: Order,
  kind: 'INSERT' | 'UPDATE',
): Promise<void> {
  // A first load has nothing to put the row into: it is left to finish.
  const refetching = {
    queryKey: orderKeys.all,
    predicate: (query: Query) => query.state.data !== undefined,
  };
  if (queryClient.isFetching(refetching) > 0) await queryClient.cancelQueries(refetching);
  if (kind === 'INSERT') cacheNewOrder(queryClient, order);
  else cacheChangedOrder(queryClient, order);
}
