// What an order costs to deliver and the minimum it must reach, as place_order will decide it:
// pickup has no fee and its own minimum (none by default); delivery with zones takes the chosen zone's fee and
// minimum (the shop's when the zone has none); delivery without zones, the shop's flat fee. Pure.
import type { DeliveryZone } from '@/data/delivery-zones/schema';
import type { StoreSettings } from '@/data/settings/get-store-settings';
import { foldText } from '@/domain/fold-text';

export type Fulfillment = 'delivery' | 'pickup';

type Terms = Pick<
  StoreSettings,
  'deliveryFee' | 'minimumOrder' | 'estimatedTime' | 'acceptsDelivery' | 'acceptsPickup'
> &
  Partial<Pick<StoreSettings, 'pickupEstimatedTime' | 'pickupMinimumOrder'>>;
type Zone = Pick<DeliveryZone, 'id' | 'name' | 'fee' | 'minimum_order' | 'estimated_time'>;

export interface CheckoutTerms {
  /** null while the customer has not chosen a bairro (the fee depends on it). */
  fee: number | null;
  minimumOrder: number;
  estimatedTime: string | null;
}

/** The terms of this order at checkout. */
export function checkoutTerms(
  settings: Terms,
  zones: readonly Zone[],
  fulfillment: Fulfillment,
  zoneId: string,
): CheckoutTerms {
  if (fulfillment === 'pickup') {
    return {
      fee: 0,
      minimumOrder: settings.pickupMinimumOrder ?? 0,
      estimatedTime: settings.pickupEstimatedTime ?? null,
    };
  }
  if (zones.length === 0) {
    return {
      fee: settings.deliveryFee,
      minimumOrder: settings.minimumOrder,
      estimatedTime: settings.estimatedTime,
    };
  }
  const zone = zones.find((z) => z.id === zoneId);
  return {
    fee: zone ? zone.fee : null,
    minimumOrder: zone?.minimum_order ?? settings.minimumOrder,
    estimatedTime: zone?.estimated_time ?? settings.estimatedTime,
  };
}

export interface MenuTerms {
  /** The one delivery fee, or null when it depends on the bairro (or there is no delivery). */
  fee: number | null;
  /** The lowest zone fee, when fees depend on the bairro. */
  feeFrom: number | null;
  /** The lowest minimum any way of ordering allows: the menu does not hold back a valid order. */
  minimumOrder: number;
}

/** What the menu can say before the customer says where: the flat fee or "from", and a minimum. */
export function menuTerms(settings: Terms, zones: readonly Zone[]): MenuTerms {
  const minimums: number[] = [];
  if (settings.acceptsPickup) minimums.push(settings.pickupMinimumOrder ?? 0);
  if (settings.acceptsDelivery) {
    if (zones.length === 0) minimums.push(settings.minimumOrder);
    else for (const zone of zones) minimums.push(zone.minimum_order ?? settings.minimumOrder);
  }
  const minimumOrder = minimums.length ? Math.min(...minimums) : settings.minimumOrder;
  if (!settings.acceptsDelivery) return { fee: null, feeFrom: null, minimumOrder };
  if (zones.length === 0) return { fee: settings.deliveryFee, feeFrom: null, minimumOrder };
  return { fee: null, feeFrom: Math.min(...zones.map((zone) => zone.fee)), minimumOrder };
}

/** The zone named like the bairro (accents, case and spaces ignored), if any. */
export function zoneForNeighborhood<Z extends Pick<DeliveryZone, 'name'>>(
  zones: readonly Z[],
  neighborhood: string,
): Z | undefined {
  const wanted = foldText(neighborhood);
  return wanted ? zones.find((zone) => foldText(zone.name) === wanted) : undefined;
}
