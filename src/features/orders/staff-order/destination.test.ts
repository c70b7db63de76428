import { describe, expect, it } from 'vitest';
import { makeOrder } from '../test-orders';
import {
  destinationChanged,
  destinationInput,
  destinationOf,
  estimatedFee,
  type Destination,
} from './destination';

const zones = [
  { id: 'z-centro', fee: 5 },
  { id: 'z-jardins', fee: 9.5 },
];
const order = makeOrder({
  delivery_zone_id: 'z-centro',
  delivery_fee: 0,
  customer_address: 'Rua Augusta, 100 - Consolação',
  address: { street: 'Rua Augusta', number: '100', neighborhood: 'Consolação' },
});
const at = (patch: Partial<Destination>): Destination => ({ ...destinationOf(order), ...patch });

describe('where an edited order goes', () => {
  it('starts from the order and sees no change until something is typed', () => {
    expect(destinationOf(order)).toEqual({
      fulfillment: 'delivery',
      zoneId: 'z-centro',
      address: 'Rua Augusta, 100 - Consolação',
      feeOverride: null,
    });
    expect(destinationChanged(order, at({}))).toBe(false);
    expect(destinationChanged(order, at({ address: 'Rua Augusta, 100 - Consolação ' }))).toBe(
      false,
    );
    expect(destinationChanged(order, at({ zoneId: 'z-jardins' }))).toBe(true);
    expect(destinationChanged(order, at({ fulfillment: 'pickup' }))).toBe(true);
    expect(destinationChanged(order, at({ feeOverride: '3,00' }))).toBe(true);
  });

  it('estimates the fee as the server charges it', () => {
    // the same zone keeps the fee as charged (here an override to zero when placed)
    expect(estimatedFee(order, at({ address: 'Rua B, 2' }), zones, 7)).toBe(0);
    expect(estimatedFee(order, at({ zoneId: 'z-jardins' }), zones, 7)).toBe(9.5);
    expect(estimatedFee(order, at({ fulfillment: 'pickup' }), zones, 7)).toBe(0);
    expect(estimatedFee(order, at({ feeOverride: '2,50' }), zones, 7)).toBe(2.5);
    // no zones: the shop's flat fee
    const pickup = makeOrder({ fulfillment: 'pickup', delivery_fee: 0, customer_address: '' });
    expect(estimatedFee(pickup, { ...destinationOf(pickup), fulfillment: 'delivery' }, [], 7)).toBe(
      7,
    );
  });

  it('keeps the structured address while its text is untouched; a typed one replaces it', () => {
    expect(destinationInput(order, at({ zoneId: 'z-jardins' }))).toEqual({
      fulfillment: 'delivery',
      deliveryZoneId: 'z-jardins',
      address: order.address,
    });
    expect(destinationInput(order, at({ address: ' Rua B, 2 ', feeOverride: '3' }))).toEqual({
      fulfillment: 'delivery',
      deliveryZoneId: 'z-centro',
      customerAddress: 'Rua B, 2',
      deliveryFeeOverride: 3,
    });
    expect(destinationInput(order, at({ fulfillment: 'pickup', feeOverride: '3' }))).toEqual({
      fulfillment: 'pickup',
    });
  });
});
