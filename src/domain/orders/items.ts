// An order's lines as the messages and the receipt print them (as place_order stores them): each
// item is a snapshot {product_id, name, price (unit, options included), quantity, notes?, options}.
import { formatAmount } from '@/domain/format';

export interface OrderItemOption {
  option_id?: string;
  /** The option group's name, e.g. "Adicionais". */
  group?: string;
  /** How the group is charged ('sum' | 'max'); stored on orders placed since it was recorded. */
  pricing?: string;
  name: string;
  /** Unit price of the option. */
  price: number;
  quantity: number;
}

export interface OrderItemSnapshot {
  product_id?: string;
  name: string;
  /** Unit price, options included. */
  price: number;
  quantity: number;
  notes?: string | null;
  /** Missing on orders placed before options existed. */
  options?: readonly OrderItemOption[] | null;
}

export type Fulfillment = 'delivery' | 'pickup';

export const PICKUP_TEXT = 'Retirada no local';

/** Anything but 'pickup' (older rows have no column) is a delivery. */
export function fulfillmentOf(value: string | null | undefined): Fulfillment {
  return value === 'pickup' ? 'pickup' : 'delivery';
}

/** "R$ 1.234,50" */
export function money(value: number): string {
  return `R$ ${formatAmount(value)}`;
}

/** Price × quantity in whole cents, so 3 × 0,10 is 0,30 and not 0,30000000000000004. */
export function lineTotal(price: number, quantity: number): number {
  return (Math.round(price * 100) * quantity) / 100;
}

export function itemOptions(item: Pick<OrderItemSnapshot, 'options'>): readonly OrderItemOption[] {
  return Array.isArray(item.options) ? item.options : [];
}

/** "Desconto (BEMVINDO10)", or "Desconto" without a code. */
export function discountLabel(promoCode: string | null | undefined): string {
  return promoCode ? `Desconto (${promoCode})` : 'Desconto';
}
