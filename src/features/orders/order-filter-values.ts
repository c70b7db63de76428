import type { OrderStatus } from '@/domain/orders/status';

/** What the orders list is filtered by, as the fields hold it ('' = any). */
export interface OrderFilterValues {
  search: string;
  status: OrderStatus | '';
  from: string;
  to: string;
}

export const NO_FILTERS: OrderFilterValues = { search: '', status: '', from: '', to: '' };
