import { queryOptions, useQuery } from '@tanstack/react-query';
import { publicApi } from '@/lib/supabase-public';
import { storefrontKeys } from './keys';

/** What a customer may learn about an order from its id (never who or where). */
export interface OrderStatusInfo {
  orderNumber: string;
  status: string;
  fulfillment: 'delivery' | 'pickup';
  cancelReason: string | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const POLL_MS = 15_000;
const FINAL_STATUSES = new Set(['delivered', 'cancelled']);

/** null when no order has this id (a malformed id is as unknown as a missing one). */
export async function getOrderStatus(orderId: string): Promise<OrderStatusInfo | null> {
  if (!UUID.test(orderId)) return null;
  const { data, error } = await publicApi.rpc('get_order_status', { order_id: orderId });
  // 22P02: PostgreSQL could not read the id as a uuid.
  if (error?.code === '22P02') return null;
  if (error) throw error;
  const row = data[0];
  return row
    ? {
        orderNumber: row.order_number,
        status: row.status,
        fulfillment: row.fulfillment === 'pickup' ? 'pickup' : 'delivery',
        cancelReason: row.cancel_reason,
      }
    : null;
}

export const orderStatusQuery = (orderId: string) =>
  queryOptions({
    queryKey: storefrontKeys.orderStatus(orderId),
    queryFn: () => getOrderStatus(orderId),
    staleTime: 0,
  });

/** Follows an order: every 15 s and on returning to the tab, until it is delivered or cancelled. */
export function useOrderStatus(orderId: string) {
  return useQuery({
    ...orderStatusQuery(orderId),
    refetchOnWindowFocus: true,
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return query.state.data === null || (status && FINAL_STATUSES.has(status)) ? false : POLL_MS;
    },
  });
}
