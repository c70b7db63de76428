// Where an order goes, as the edit form holds it: entrega (bairro and address) or retirada. The
// fee on screen is an estimate by the same rule the server applies (docs/staff-orders.md): the
// same zone keeps the fee as charged, a new zone or a switch takes the zone's (or the shop's) fee.
import type { OrderDestinationInput } from '@/data/orders/update-order-items';
import type { Order } from '@/data/orders/schema';
import { parseMoney } from '@/domain/money';

export interface Destination {
  fulfillment: 'delivery' | 'pickup';
  zoneId: string;
  address: string;
  /** The fee typed in place of the zone's (null: the zone's); needs the reason. */
  feeOverride: string | null;
}

type Placed = Pick<
  Order,
  'fulfillment' | 'delivery_zone_id' | 'customer_address' | 'address' | 'delivery_fee'
>;

export function destinationOf(order: Placed): Destination {
  return {
    fulfillment: order.fulfillment === 'pickup' ? 'pickup' : 'delivery',
    zoneId: order.delivery_zone_id ?? '',
    address: order.fulfillment === 'pickup' ? '' : order.customer_address,
    feeOverride: null,
  };
}

export function destinationChanged(order: Placed, d: Destination): boolean {
  const before = destinationOf(order);
  if (d.feeOverride !== null && d.fulfillment === 'delivery') return true;
  if (d.fulfillment !== before.fulfillment) return true;
  return (
    d.fulfillment === 'delivery' &&
    (d.zoneId !== before.zoneId || d.address.trim() !== before.address.trim())
  );
}

/** The fee the server will charge (an estimate for the screen). */
export function estimatedFee(
  order: Placed,
  d: Destination,
  zones: ReadonlyArray<{ id: string; fee: number }>,
  flatFee: number,
): number {
  if (d.fulfillment === 'pickup') return 0;
  if (d.feeOverride !== null) {
    const typed = parseMoney(d.feeOverride);
    return Number.isFinite(typed) ? typed : 0;
  }
  const before = destinationOf(order);
  if (before.fulfillment === 'delivery' && d.zoneId === before.zoneId) return order.delivery_fee;
  return zones.find((z) => z.id === d.zoneId)?.fee ?? flatFee;
}

/**
 * What update_order_items receives. The structured address of an online order is kept while its
 * text is not touched; a typed address replaces it.
 */
export function destinationInput(order: Placed, d: Destination): OrderDestinationInput {
  if (d.fulfillment === 'pickup') return { fulfillment: 'pickup' };
  const untouched =
    order.fulfillment !== 'pickup' && d.address.trim() === order.customer_address.trim();
  return {
    fulfillment: 'delivery',
    ...(d.zoneId ? { deliveryZoneId: d.zoneId } : {}),
    ...(untouched && order.address
      ? { address: order.address }
      : { customerAddress: d.address.trim() }),
    ...(d.feeOverride !== null ? { deliveryFeeOverride: parseMoney(d.feeOverride) } : {}),
  };
}
