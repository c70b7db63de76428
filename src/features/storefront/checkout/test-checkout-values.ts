// Test helpers: a checkout form filled in as a customer would for a delivery paid by Pix, and a
// delivery address the tests share.
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

/** A delivery to Avenida Paulista, 1000 (the part of a customer's details most tests share). */
export const PAULISTA_DELIVERY = {
  customerPhone: '(11) 98765-4321',
  fulfillment: 'delivery',
  cep: '01310-100',
  street: 'Avenida Paulista',
  number: '1000',
  complement: 'Apto 12',
  city: 'São Paulo',
} as const;
