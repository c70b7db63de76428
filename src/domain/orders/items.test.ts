import { describe, expect, it } from 'vitest';
import { discountLabel, fulfillmentOf, itemOptions, lineTotal } from '@/domain/orders/items';

describe('order items', () => {
  it('treats missing options (orders from before options) as none', () => {
    expect(itemOptions({})).toEqual([]);
    expect(itemOptions({ options: null })).toEqual([]);
  });

  it('totals lines in whole cents', () => {
    expect(lineTotal(0.1, 3)).toBe(0.3);
    expect(lineTotal(49.9, 2)).toBe(99.8);
  });

  it('reads anything but pickup as delivery, and names the discount by its code', () => {
    expect(fulfillmentOf('pickup')).toBe('pickup');
    expect(fulfillmentOf(undefined)).toBe('delivery');
    expect(fulfillmentOf('delivery')).toBe('delivery');
    expect(discountLabel('BEMVINDO10')).toBe('Desconto (BEMVINDO10)');
    expect(discountLabel(null)).toBe('Desconto');
  });
});
