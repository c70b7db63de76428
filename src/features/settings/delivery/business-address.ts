import type { Json } from '@/lib/database.types';

/** company_settings.business_address, as the migration documents it. */
export interface BusinessAddress {
  street: string;
  number: string;
  neighborhood: string;
  city: string;
  state: string;
  postal_code: string;
  complement: string;
}

const FIELDS = [
  'street',
  'number',
  'neighborhood',
  'city',
  'state',
  'postal_code',
  'complement',
] as const;

/** The stored address, or null when there is none (malformed data is logged and ignored). */
export function parseBusinessAddress(value: Json | null | undefined): BusinessAddress | null {
  if (value === null || value === undefined) return null;
  if (typeof value !== 'object' || Array.isArray(value)) {
    console.error('Malformed business address', value);
    return null;
  }
  const text = (key: string) => {
    const field = value[key];
    return typeof field === 'string' ? field.trim() : '';
  };
  const address = Object.fromEntries(
    FIELDS.map((key) => [key, text(key)]),
  ) as unknown as BusinessAddress;
  return address.street ? address : null;
}

/** 'street, number - neighborhood, city - state', without empty parts. */
export function formatAddressLine(a: BusinessAddress): string {
  const first = [a.street, a.number].filter(Boolean).join(', ');
  const second = [a.neighborhood, a.city].filter(Boolean).join(', ');
  return [first, second, a.state].filter(Boolean).join(' - ');
}

/** The local mirror (key businessAddress, docs/screens.md): postalCode instead of postal_code. */
export function mirrorBusinessAddress(a: BusinessAddress, storage: Storage = localStorage) {
  try {
    const { postal_code: postalCode, ...rest } = a;
    storage.setItem('businessAddress', JSON.stringify({ ...rest, postalCode }));
  } catch (error) {
    console.error('Could not store the business address locally', error);
  }
}
