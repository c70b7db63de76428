import { describe, expect, it } from 'vitest';
import { checkoutTerms, menuTerms, zoneForNeighborhood } from './delivery-terms';

const shop = {
  deliveryFee: 5,
  minimumOrder: 20,
  estimatedTime: '30-45',
  acceptsDelivery: true,
  acceptsPickup: true,
  pickupEstimatedTime: '15-20',
  pickupMinimumOrder: 15,
};
const zones = [
  { id: 'c', name: 'Centro', fee: 4, minimum_order: 30, estimated_time: '20-30' },
  { id: 'j', name: 'Jardim São Luís', fee: 9.5, minimum_order: null, estimated_time: null },
];

describe('checkout terms', () => {
  it('pickup: no fee, its own minimum (none unless set), the pickup time', () => {
    expect(checkoutTerms(shop, zones, 'pickup', 'c')).toEqual({
      fee: 0,
      minimumOrder: 15,
      estimatedTime: '15-20',
    });
    expect(
      checkoutTerms({ ...shop, pickupMinimumOrder: undefined }, zones, 'pickup', 'c').minimumOrder,
    ).toBe(0);
  });

  it('delivery without zones: the flat fee and minimum', () => {
    expect(checkoutTerms(shop, [], 'delivery', '')).toEqual({
      fee: 5,
      minimumOrder: 20,
      estimatedTime: '30-45',
    });
  });

  it("delivery with zones: the chosen zone's fee, minimum and time, else the shop's", () => {
    expect(checkoutTerms(shop, zones, 'delivery', 'c')).toEqual({
      fee: 4,
      minimumOrder: 30,
      estimatedTime: '20-30',
    });
    expect(checkoutTerms(shop, zones, 'delivery', 'j')).toEqual({
      fee: 9.5,
      minimumOrder: 20,
      estimatedTime: '30-45',
    });
    expect(checkoutTerms(shop, zones, 'delivery', '')).toMatchObject({
      fee: null,
      minimumOrder: 20,
    });
  });
});

describe('menu terms', () => {
  it('the flat fee without zones; "from" the lowest zone fee with them', () => {
    expect(menuTerms(shop, [])).toEqual({ fee: 5, feeFrom: null, minimumOrder: 15 });
    expect(menuTerms(shop, zones)).toEqual({ fee: null, feeFrom: 4, minimumOrder: 15 });
  });

  it('the lowest minimum any way of ordering allows', () => {
    const lowZone = [{ ...zones[0]!, minimum_order: 10 }];
    expect(menuTerms(shop, lowZone).minimumOrder).toBe(10);
    expect(menuTerms({ ...shop, acceptsPickup: false }, zones).minimumOrder).toBe(20);
    expect(menuTerms({ ...shop, acceptsPickup: false }, [zones[0]!]).minimumOrder).toBe(30);
    expect(menuTerms({ ...shop, acceptsDelivery: false }, zones)).toEqual({
      fee: null,
      feeFrom: null,
      minimumOrder: 15,
    });
  });
});

describe('the zone of a bairro', () => {
  it('matches ignoring accents, case and spaces', () => {
    expect(zoneForNeighborhood(zones, ' jardim sao  luis ')?.id).toBe('j');
    expect(zoneForNeighborhood(zones, 'CENTRO')?.id).toBe('c');
    expect(zoneForNeighborhood(zones, 'Centro Histórico')).toBeUndefined();
    expect(zoneForNeighborhood(zones, '')).toBeUndefined();
  });
});
