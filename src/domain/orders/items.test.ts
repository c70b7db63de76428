import { describe, expect, it } from 'vitest';
import {
  discountLabel,
  fulfillmentOf,
  itemOptions,
  lineTotal,
  optionText,
} from '@/domain/orders/items';

describe('order items', () => {
  it('writes an option with its quantity above 1 and what it adds when above zero', () => {
    expect(optionText({ name: 'Bacon', price: 4, quantity: 2 })).toBe('2x Bacon (R$ 8,00)');
    expect(optionText({ name: 'Cheddar', price: 3.5, quantity: 1 })).toBe('Cheddar (R$ 3,50)');
    expect(optionText({ name: 'Meia Calabresa', price: 0, quantity: 1 })).toBe('Meia Calabresa');
  });

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
