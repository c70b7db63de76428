import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { orderKeys } from '@/data/orders/keys';
import type { Order } from '@/data/orders/schema';
import { markSeen } from './unread-orders';

/** The search parameter that names the open order: a link or a reload shows the same order. */
export const ORDER_PARAM = 'pedido';

/**
 * Which order the admin layout's one dialog shows: the id in the URL (?pedido=…). Opening counts
 * as having seen the order; the order a screen already holds shows at once, then stays live.
 */
export function useOrderDialog() {
  const [params, setParams] = useSearchParams();
  const queryClient = useQueryClient();
  const openId = params.get(ORDER_PARAM);

  const open = useCallback(
    (order: Order) => {
      markSeen(order.id, order.created_at);
      if (!queryClient.getQueryData(orderKeys.detail(order.id))) {
        queryClient.setQueryData(orderKeys.detail(order.id), order);
      }
      setParams((current) => {
        const next = new URLSearchParams(current);
        next.set(ORDER_PARAM, order.id);
        return next;
      });
    },
    [queryClient, setParams],
  );

  const close = useCallback(
    () =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        next.delete(ORDER_PARAM);
        return next;
      }),
    [setParams],
  );

  return { openId, open, close };
}
