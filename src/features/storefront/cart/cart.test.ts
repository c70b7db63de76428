import { beforeEach, describe, expect, it } from 'vitest';
import { cartCount, cartSubtotal, cartTotal, minimumShortfall, parseCart } from './cart-math';
import { CART_KEY, createCartStore } from './cart-store';

const pizza = { id: 'p1', name: 'Pizza Margherita', price: 49.9 };
const soda = { id: 'p2', name: 'Refrigerante Lata', price: 6.5 };

describe('cart math', () => {
  it('adds up in cents, without float drift', () => {
    const lines = [
      { ...pizza, quantity: 3 },
      { id: 'x', name: 'Bala', price: 0.1, quantity: 3 },
    ];
    expect(cartSubtotal(lines)).toBe(150);
    expect(cartCount(lines)).toBe(6);
    expect(cartTotal(lines, 5)).toBe(155);
    expect(cartTotal(lines, 5, 200)).toBe(5);
  });

  it('reports the shortfall to the minimum order on the subtotal only', () => {
    expect(minimumShortfall([{ ...soda, quantity: 2 }], 20)).toBe(7);
    expect(minimumShortfall([{ ...pizza, quantity: 1 }], 20)).toBe(0);
    expect(minimumShortfall([], 0)).toBe(0);
  });

  it('keeps only well-formed lines from storage', () => {
    expect(parseCart('not json')).toEqual([]);
    expect(parseCart('{"a":1}')).toEqual([]);
    expect(
      parseCart(
        JSON.stringify([
          { ...pizza, quantity: 2 },
          { id: 1 },
          null,
          { ...soda, quantity: 0 },
          { ...soda, quantity: 500 },
        ]),
      ),
    ).toEqual([
      { ...pizza, quantity: 2 },
      { ...soda, quantity: 99 },
    ]);
  });
});

describe('cart store', () => {
  beforeEach(() => localStorage.clear());

  it('adds, increments, decrements to removal, removes and persists under "cart"', () => {
    const store = createCartStore(localStorage);
    store.add(pizza);
    store.add(pizza);
    store.add(soda);
    expect(store.getSnapshot()).toEqual([
      { ...pizza, quantity: 2 },
      { ...soda, quantity: 1 },
    ]);
    expect(JSON.parse(localStorage.getItem(CART_KEY)!)).toHaveLength(2);
    store.decrement(soda.id);
    expect(store.getSnapshot().map((l) => l.id)).toEqual(['p1']);
    store.decrement(pizza.id);
    expect(store.getSnapshot()).toEqual([{ ...pizza, quantity: 1 }]);
    store.remove(pizza.id);
    expect(store.getSnapshot()).toEqual([]);
    expect(localStorage.getItem(CART_KEY)).toBeNull();
  });

  it('survives a reload and follows another tab', () => {
    createCartStore(localStorage).add(pizza);
    const reloaded = createCartStore(localStorage);
    expect(reloaded.getSnapshot()).toEqual([{ ...pizza, quantity: 1 }]);
    localStorage.setItem(CART_KEY, JSON.stringify([{ ...soda, quantity: 4 }]));
    reloaded.reload();
    expect(reloaded.getSnapshot()).toEqual([{ ...soda, quantity: 4 }]);
  });

  it('follows menu price changes and takes out products no longer sold', () => {
    const store = createCartStore(localStorage);
    store.add(pizza);
    store.add(soda);
    const removed = store.syncWithMenu([{ ...pizza, price: 54.9 }]);
    expect(removed).toEqual(['Refrigerante Lata']);
    expect(store.getSnapshot()).toEqual([{ ...pizza, price: 54.9, quantity: 1 }]);
  });
});
