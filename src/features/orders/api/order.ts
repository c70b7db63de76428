// An order as the admin screens use it: the database row with its items parsed.
import type { Database } from '@/lib/database.types';

export type OrderRow = Database['public']['Tables']['orders']['Row'];

export interface OrderItem {
  product_id?: string;
  name: string;
  price: number;
  quantity: number;
  notes?: string;
}

export type Order = Omit<OrderRow, 'items'> & { items: OrderItem[] };

/** The columns the admin reads (never select *: new columns stay out until a screen needs them). */
export const ORDER_COLUMNS =
  'id, order_number, customer_name, customer_phone, customer_address, items, subtotal, delivery_fee, discount, promo_code, total_amount, payment_method, notes, status, created_at, updated_at, idempotency_key';

/** Spec 3: a non-array items value is treated as empty; malformed lines are skipped. */
export function parseItems(items: unknown): OrderItem[] {
  if (!Array.isArray(items)) return [];
  return items.flatMap((item): OrderItem[] => {
    if (typeof item !== 'object' || item === null) return [];
    const { product_id, name, price, quantity, notes } = item as Record<string, unknown>;
    if (typeof name !== 'string') return [];
    return [
      {
        ...(typeof product_id === 'string' ? { product_id } : {}),
        name,
        price: Number(price) || 0,
        quantity: Number(quantity) || 0,
        ...(typeof notes === 'string' && notes ? { notes } : {}),
      },
    ];
  });
}

export function toOrder(row: OrderRow): Order {
  return {
    ...row,
    items: parseItems(row.items),
    subtotal: Number(row.subtotal),
    delivery_fee: Number(row.delivery_fee),
    discount: Number(row.discount),
    total_amount: Number(row.total_amount),
  };
}

export function itemCount(order: Pick<Order, 'items'>): number {
  return order.items.reduce((sum, item) => sum + item.quantity, 0);
}

/** #1042 */
export function orderLabel(order: Pick<Order, 'order_number'>): string {
  return `#${order.order_number}`;
}
