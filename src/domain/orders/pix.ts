// An order's Pix copia e cola: the shop's key, name and city, the order's exact total
// and its number as the txid, so the payment the shop sees on its statement names the order.
import { buildPixPayload } from '@/domain/pix';

/** Who receives a Pix: the shop's key as stored (normalised) and the names the payer's bank shows. */
export interface PixReceiver {
  key: string;
  merchantName: string;
  merchantCity: string;
}

export interface PixOrder {
  orderNumber: string;
  /** total_amount, in reais. */
  total: number;
}

/**
 * The BR Code of this order, or null when there is nothing to pay with: no receiver (the shop has
 * no key), or a receiver or amount no code can carry (then no broken code is shown).
 */
export function orderPixCode(
  receiver: PixReceiver | null | undefined,
  order: PixOrder,
): string | null {
  if (!receiver?.key) return null;
  try {
    return buildPixPayload({ ...receiver, amount: order.total, txid: order.orderNumber });
  } catch (error) {
    if (error instanceof RangeError) return null;
    throw error;
  }
}
