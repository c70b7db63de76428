import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import type { OrderStatus } from '@/lib/order-status';
import type { PaymentMethod } from '@/lib/payment-methods';
import { orderKeys, type OrderListFilters } from './keys';
import { ORDER_COLUMNS, toOrder, type Order, type OrderRow } from './order';
import type { OrderPage } from './get-orders';

/**
 * What staff change on an order: its status only through set_order_status (which records the
 * event; cancelling needs a reason), its payment method directly (column grant).
 */
export type OrderChange =
  { status: OrderStatus; reason?: string } | { payment_method: PaymentMethod };

export async function updateOrder(id: string, change: OrderChange): Promise<Order> {
  if ('status' in change) {
    const { error } = await supabase.rpc('set_order_status', {
      order_id: id,
      status: change.status,
      ...(change.reason ? { reason: change.reason } : {}),
    });
    if (error) throw error;
  }
  const query = supabase.from('orders');
  const { data, error } = await (
    'status' in change ? query.select(ORDER_COLUMNS) : query.update(change).select(ORDER_COLUMNS)
  )
    .eq('id', id)
    .returns<OrderRow[]>()
    .single();
  if (error) throw error;
  return toOrder(data);
}

/** Puts a changed order into every cached page that shows it, so lists update at once. */
export function replaceInPages(page: OrderPage | undefined, order: Order): OrderPage | undefined {
  if (!page || !page.orders.some((o) => o.id === order.id)) return page;
  return { ...page, orders: page.orders.map((o) => (o.id === order.id ? order : o)) };
}

/**
 * Puts a new order at the top of a cached list it belongs to, so an open dashboard shows it as soon
 * as the realtime event arrives; the refetch that follows reconciles the page.
 */
export function insertInPage(
  page: OrderPage | undefined,
  order: Order,
  filters: OrderListFilters,
): OrderPage | undefined {
  if (!page || page.orders.some((o) => o.id === order.id)) return page;
  const statuses: readonly string[] | undefined = filters.statuses;
  if (statuses?.length && !statuses.includes(order.status)) return page;
  const orders =
    filters.page === 0 ? [order, ...page.orders].slice(0, filters.pageSize) : page.orders;
  return { orders, total: page.total + 1 };
}

export function useUpdateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: string; change: OrderChange }) => updateOrder(id, change),
    onSuccess: (order) => {
      queryClient.setQueriesData<OrderPage>({ queryKey: orderKeys.lists() }, (page) =>
        replaceInPages(page, order),
      );
      // Status filters and counts move: let the lists and aggregates refetch.
      void queryClient.invalidateQueries({ queryKey: orderKeys.all });
    },
  });
}
