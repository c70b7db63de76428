import { describe, expect, it } from 'vitest';
import {
  ADDRESS_MESSAGES,
  addressSchema,
  toAddressValues,
  toBusinessAddress,
} from './address-schema';
import { formatCep } from '@/lib/lookup-cep';
import { formatAddressLine, mirrorBusinessAddress, parseBusinessAddress } from './business-address';
import {
  DELIVERY_MESSAGES,
  deliverySavedDescription,
  deliverySchema,
  mirrorDeliverySettings,
  radiusKm,
  toDeliveryPatch,
} from './delivery-schema';

const errorsOf = (result: {
  success: boolean;
  error?: { issues: Array<{ path: PropertyKey[]; message: string }> };
}) => Object.fromEntries(result.error?.issues.map((i) => [String(i.path[0]), i.message]) ?? []);

describe('address', () => {
  it('requires street, number, city and state; the rest is optional', () => {
    const result = addressSchema.safeParse(toAddressValues(null));
    expect(errorsOf(result)).toEqual({
      street: ADDRESS_MESSAGES.required,
      number: ADDRESS_MESSAGES.required,
      city: ADDRESS_MESSAGES.required,
      state: ADDRESS_MESSAGES.required,
    });
    expect(ADDRESS_MESSAGES.requiredTitle).toBe('Campos obrigatórios');
    expect(ADDRESS_MESSAGES.requiredDescription).toBe(
      'Por favor, preencha todos os campos obrigatórios.',
    );
  });

  it('checks the CEP length and formats it', () => {
    const values = {
      ...toAddressValues(null),
      street: 'Rua A',
      number: '1',
      city: 'Rio',
      state: 'rj',
    };
    expect(errorsOf(addressSchema.safeParse({ ...values, postalCode: '123' }))).toEqual({
      postalCode: ADDRESS_MESSAGES.cepInvalid,
    });
    expect(formatCep('01310100')).toBe('01310-100');
    expect(
      toBusinessAddress(addressSchema.parse({ ...values, postalCode: '01310100' })),
    ).toMatchObject({
      state: 'RJ',
      postal_code: '01310-100',
    });
  });

  it("reads the stored address and writes the line 'street, number - neighborhood, city - state'", () => {
    const address = parseBusinessAddress({
      street: 'Avenida Paulista',
      number: '1578',
      neighborhood: 'Bela Vista',
      city: 'São Paulo',
      state: 'SP',
    });
    expect(address && formatAddressLine(address)).toBe(
      'Avenida Paulista, 1578 - Bela Vista, São Paulo - SP',
    );
    expect(parseBusinessAddress({ street: '' })).toBeNull();
    expect(parseBusinessAddress(null)).toBeNull();
    mirrorBusinessAddress(address!);
    expect(JSON.parse(localStorage.getItem('businessAddress')!)).toMatchObject({
      street: 'Avenida Paulista',
      postalCode: '',
    });
  });
});

describe('delivery radius', () => {
  it('needs a non-negative radius and fee, and a time', () => {
    expect(
      errorsOf(deliverySchema.safeParse({ radius: '-1', fee: 'x', estimatedTime: ' ' })),
    ).toEqual({
      radius: DELIVERY_MESSAGES.radiusInvalid,
      fee: DELIVERY_MESSAGES.feeInvalid,
      estimatedTime: DELIVERY_MESSAGES.timeRequired,
    });
    expect(radiusKm('2,5')).toBe(2.5);
    expect(radiusKm('abc')).toBe(0);
    expect(
      errorsOf(deliverySchema.safeParse({ radius: '1e3', fee: '1e3', estimatedTime: '30' })),
    ).toEqual({ radius: DELIVERY_MESSAGES.radiusInvalid, fee: DELIVERY_MESSAGES.feeInvalid });
  });

  it('reads a fee typed the Brazilian way as reais', () => {
    const values = deliverySchema.parse({ radius: '2,5', fee: '7,50', estimatedTime: '30' });
    expect(toDeliveryPatch(values, { lat: 0, lng: 0 })).toMatchObject({
      delivery_radius_km: 2.5,
      delivery_fee: 7.5,
    });
    expect(deliverySavedDescription(values)).toBe(
      'Raio de 2,5km, taxa de R$ 7,50 e tempo de 30 min salvos.',
    );
  });

  it('saves what was typed without touching the coordinates when there is no pin', () => {
    const values = deliverySchema.parse({ radius: '2', fee: '5', estimatedTime: '30' });
    expect(toDeliveryPatch(values, null)).toEqual({
      delivery_radius_km: 2,
      delivery_fee: 5,
      estimated_time: '30',
    });
  });

  it('saves radius, fee, time and the located coordinates, with the pt-BR toast', () => {
    const values = deliverySchema.parse({ radius: '3.5', fee: '7', estimatedTime: '40-50' });
    expect(toDeliveryPatch(values, { lat: -23.56, lng: -46.65 })).toEqual({
      delivery_radius_km: 3.5,
      delivery_fee: 7,
      estimated_time: '40-50',
      latitude: -23.56,
      longitude: -46.65,
    });
    expect(deliverySavedDescription(values)).toBe(
      'Raio de 3,5km, taxa de R$ 7,00 e tempo de 40-50 min salvos.',
    );
    mirrorDeliverySettings(values);
    expect(JSON.parse(localStorage.getItem('deliverySettings')!)).toEqual({
      radius: '3.5',
      fee: '7.00',
      estimatedTime: '40-50',
    });
  });
});
