import type { Tables } from '@/lib/database.types';
import type { OrderItemSnapshot } from '@/domain/orders/items';

/** The orders row, with its lines (jsonb) typed as place_order writes them. */
type OrderRow = Omit<Tables<'orders'>, 'items'> & { items: readonly OrderItemSnapshot[] };

/**
 * The columns of an order a rule reads, typed from the database: `Read` as stored, `Lenient` ones
 * may be missing or null (orders placed before the column existed, the storefront's public
 * status answer, the printer's sample order).
 */
export type OrderFields<Read extends keyof OrderRow, Lenient extends keyof OrderRow = never> = Pick<
  OrderRow,
  Read
> & { [Column in Lenient]?: OrderRow[Column] | null };
