import type { DeliveryZone } from '@/data/delivery-zones/schema';
import type { StoreSettings } from '@/data/settings/get-store-settings';
import { zoneForNeighborhood } from '../delivery-terms';
import type { CheckoutValues } from './checkout-schema';
import type { SavedFields } from './saved-details';

/** Pix by default at checkout, when the shop takes it. */
function defaultPaymentMethod(settings: StoreSettings) {
  const methods = settings.acceptedPaymentMethods;
  return methods.includes('pix') ? 'pix' : (methods[0] ?? 'pix');
}

/**
 * The checkout's starting values: blank, or what this device remembers from the last order, kept
 * only where the shop still offers it (its zone, its payment method, delivery or pickup).
 */
export function checkoutDefaults(
  settings: StoreSettings,
  zones: readonly DeliveryZone[],
  saved: Partial<SavedFields>,
): CheckoutValues {
  const neighborhood = saved.neighborhood ?? '';
  const zone =
    zones.find((z) => z.id === saved.deliveryZoneId) ?? zoneForNeighborhood(zones, neighborhood);
  const offered =
    saved.fulfillment === 'pickup' ? settings.acceptsPickup : settings.acceptsDelivery;
  const payment = saved.paymentMethod;
  return {
    customerName: saved.customerName ?? '',
    customerPhone: saved.customerPhone ?? '',
    fulfillment:
      saved.fulfillment && offered
        ? saved.fulfillment
        : settings.acceptsDelivery
          ? 'delivery'
          : 'pickup',
    cep: saved.cep ?? '',
    street: saved.street ?? '',
    number: saved.number ?? '',
    complement: saved.complement ?? '',
    neighborhood,
    city: saved.city ?? '',
    state: saved.state ?? '',
    reference: saved.reference ?? '',
    deliveryZoneId: zone?.id ?? '',
    notes: '',
    changeFor: '',
    paymentMethod:
      payment && settings.acceptedPaymentMethods.includes(payment)
        ? payment
        : defaultPaymentMethod(settings),
  };
}
