// 'Lembrar meus dados neste aparelho' (issue 18): a returning customer's name, phone, address and
// payment choice, kept in this device's localStorage under one versioned key after an order went
// through, and offered as the checkout's starting values. Read leniently: a field that is missing,
// of the wrong type or too long is dropped on its own, and a corrupt value is as good as none.
import { isPaymentMethod } from '@/domain/orders/payment-methods';
import {
  addressOf,
  ADDRESS_LIMITS,
  FIELD_LIMITS,
  type AddressField,
  type CheckoutValues,
} from './checkout-schema';

export const CUSTOMER_DETAILS_KEY = 'customer-details';
const VERSION = 1;

export type SavedFields = Pick<
  CheckoutValues,
  | 'customerName'
  | 'customerPhone'
  | 'fulfillment'
  | 'deliveryZoneId'
  | 'paymentMethod'
  | AddressField
>;

export interface SavedDetails {
  /** The customer's choice; on when nothing is stored. */
  remember: boolean;
  /** What the last order used, field by field (none when forgotten or never stored). */
  fields: Partial<SavedFields>;
}

const TEXT_LIMITS: Record<Exclude<keyof SavedFields, 'fulfillment' | 'paymentMethod'>, number> = {
  customerName: FIELD_LIMITS.customerName,
  customerPhone: 20,
  cep: 9,
  state: 2,
  deliveryZoneId: 36,
  ...ADDRESS_LIMITS,
};

const NOTHING: SavedDetails = { remember: true, fields: {} };

export function readSavedDetails(storage: Storage = localStorage): SavedDetails {
  let raw: unknown;
  try {
    raw = JSON.parse(storage.getItem(CUSTOMER_DETAILS_KEY) ?? 'null');
  } catch {
    return NOTHING;
  }
  if (typeof raw !== 'object' || raw === null || (raw as { v?: unknown }).v !== VERSION) {
    return NOTHING;
  }
  const stored = raw as Record<string, unknown>;
  if (stored.remember === false) return { remember: false, fields: {} };
  const fields: Partial<SavedFields> = {};
  for (const [name, max] of Object.entries(TEXT_LIMITS) as Array<
    [keyof typeof TEXT_LIMITS, number]
  >) {
    const value = stored[name];
    if (typeof value === 'string' && value.length <= max) fields[name] = value;
  }
  if (stored.fulfillment === 'delivery' || stored.fulfillment === 'pickup') {
    fields.fulfillment = stored.fulfillment;
  }
  if (isPaymentMethod(stored.paymentMethod)) fields.paymentMethod = stored.paymentMethod;
  return { remember: true, fields };
}

function write(storage: Storage, value: object) {
  try {
    storage.setItem(CUSTOMER_DETAILS_KEY, JSON.stringify({ v: VERSION, ...value }));
  } catch (error) {
    // A full or private-mode storage: the order went through all the same.
    console.error('Não foi possível salvar os dados do cliente.', error);
  }
}

/** After an order went through: what it used, for the next one. The notes belong to one order. */
export function saveDetails(values: CheckoutValues, storage: Storage = localStorage) {
  const kept: SavedFields = {
    customerName: values.customerName.trim(),
    customerPhone: values.customerPhone.trim(),
    fulfillment: values.fulfillment,
    // A pickup keeps the address of the last delivery, if the form still had it.
    ...addressOf(values),
    deliveryZoneId: values.deliveryZoneId,
    paymentMethod: values.paymentMethod,
  };
  write(storage, { remember: true, ...kept });
}

/** 'Lembrar meus dados' unchecked: the personal data goes; only the choice itself stays. */
export function forgetDetails(storage: Storage = localStorage) {
  write(storage, { remember: false });
}
