import { useState } from 'react';
import type { Order } from '@/data/orders/schema';
import { markSeen } from './unread-orders';

/** Which order a screen's dialog shows; opening it counts as having seen the order. */
export function useOrderDialog() {
  const [order, setOrder] = useState<Order | null>(null);
  return {
    order,
    open: (next: Order) => {
      markSeen(next.id);
      setOrder(next);
    },
    close: () => setOrder(null),
    /** Keeps the open dialog showing what the server now holds. */
    update: (next: Order) => setOrder((current) => (current?.id === next.id ? next : current)),
  };
}
