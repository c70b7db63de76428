// Test helper: a checkout form filled in as a customer would for a delivery paid by Pix.
import type { CheckoutValues } from './checkout-schema';

export function checkoutValues(over: Partial<CheckoutValues> = {}): CheckoutValues {
  return {
    customerName: 'Maria Silva',
    customerPhone: '(11) 98765-4321',
    fulfillment: 'delivery',
    cep: '',
    street: 'Rua das Flores',
    number: '123',
    complement: '',
    neighborhood: 'Centro',
    city: '',
    state: '',
    reference: '',
    deliveryZoneId: '',
    notes: '',
    changeFor: '',
    paymentMethod: 'pix',
    ...over,
  };
}
