import { beforeEach, describe, expect, it } from 'vitest';
import {
  cartCount,
  cartSubtotal,
  cartTotal,
  lineKey,
  lineTotal,
  minimumShortfall,
  parseCart,
} from './cart-math';
import { CART_KEY, createCartStore } from './cart-store';
import { checkoutBlock } from './checkout-guard';

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

  it('leaves a line marked unavailable out of the subtotal and the minimum, but shows its own total', () => {
    const lines = [
      { ...pizza, quantity: 1 },
      { ...soda, quantity: 2, unavailable: true as const },
    ];
    expect(cartSubtotal(lines)).toBe(49.9);
    expect(cartTotal(lines, 5)).toBe(54.9);
    expect(minimumShortfall([lines[1]!], 10)).toBe(10);
    expect(lineTotal(lines[1]!)).toBe(13);
    expect(cartCount(lines)).toBe(3);
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

  it('follows menu price changes and marks, never drops, products no longer sold', () => {
    const store = createCartStore(localStorage);
    store.add(pizza);
    store.add(soda, 2);
    const { unavailable } = store.syncWithMenu({ products: [{ ...pizza, price: 54.9 }] });
    expect(unavailable).toEqual(['Refrigerante Lata']);
    expect(store.getSnapshot()).toEqual([
      { ...pizza, price: 54.9, quantity: 1 },
      { ...soda, quantity: 2, unavailable: true },
    ]);
    // Told once; saved marked, so another tab and a reload see it too.
    expect(store.syncWithMenu({ products: [pizza] }).unavailable).toEqual([]);
    expect(createCartStore(localStorage).getSnapshot()[1]).toMatchObject({ unavailable: true });
    // Back on sale: the mark goes.
    store.syncWithMenu({ products: [pizza, soda] });
    expect(store.getSnapshot()[1]).toEqual({ ...soda, quantity: 2 });
  });

  it('an unavailable line blocks checkout with its name, until removed', () => {
    const lines = [
      { ...pizza, quantity: 1 },
      { ...soda, quantity: 1, unavailable: true as const },
    ];
    expect(checkoutBlock(lines, 0)).toEqual({
      title: 'Item indisponível',
      description:
        '"Refrigerante Lata" não está mais disponível. Remova o item do carrinho para finalizar o pedido.',
    });
    expect(checkoutBlock([{ ...lines[1]!, id: 'p3', name: 'Suco' }, ...lines], 0)?.title).toBe(
      'Itens indisponíveis',
    );
    expect(checkoutBlock([lines[0]!], 0)).toBeNull();
  });
});

describe('lines with complementos', () => {
  beforeEach(() => localStorage.clear());

  const calabresa = { id: 'o1', group: 'Sabores', name: 'Calabresa', price: 3, quantity: 1 };
  const portuguesa = { id: 'o2', group: 'Sabores', name: 'Portuguesa', price: 6, quantity: 1 };
  const halfHalf = {
    id: 'p9',
    name: 'Pizza Meio a Meio',
    price: 40.9,
    options: [calabresa, portuguesa],
    optionsText: '½\u00a0Calabresa · ½\u00a0Portuguesa',
  };

  it('are keyed by product, choices and note: the same pizza joins its line, another is its own', () => {
    const store = createCartStore(localStorage);
    store.add(halfHalf);
    store.add({ ...halfHalf, options: [portuguesa, calabresa] });
    store.add({ ...halfHalf, options: [calabresa], price: 37.9, optionsText: 'Calabresa' });
    store.add({ ...halfHalf, notes: 'sem cebola' });
    store.add(pizza);
    const lines = store.getSnapshot();
    expect(lines.map((l) => [lineKey(l), l.quantity])).toEqual([
      ['p9|o1*1,o2*1', 2],
      ['p9|o1*1', 1],
      ['p9|o1*1,o2*1#sem cebola', 1],
      ['p1', 1],
    ]);
    expect(cartSubtotal(lines)).toBe(2 * 40.9 + 37.9 + 40.9 + 49.9);
    store.decrement('p9|o1*1,o2*1');
    store.remove('p9|o1*1');
    expect(store.getSnapshot().map((l) => [lineKey(l), l.quantity])).toEqual([
      ['p9|o1*1,o2*1', 1],
      ['p9|o1*1,o2*1#sem cebola', 1],
      ['p1', 1],
    ]);
  });

  it('an edited line keeps its place, or joins the identical line it became', () => {
    const store = createCartStore(localStorage);
    store.add(pizza);
    store.add(halfHalf);
    store.add({ ...halfHalf, notes: 'bem assada' });
    store.replace('p9|o1*1,o2*1', { ...halfHalf, options: [calabresa], price: 37.9 }, 3);
    expect(store.getSnapshot().map((l) => [lineKey(l), l.quantity])).toEqual([
      ['p1', 1],
      ['p9|o1*1', 3],
      ['p9|o1*1,o2*1#bem assada', 1],
    ]);
    store.replace('p9|o1*1,o2*1#bem assada', { ...halfHalf, options: [calabresa], price: 37.9 }, 2);
    expect(store.getSnapshot().map((l) => [lineKey(l), l.quantity])).toEqual([
      ['p1', 1],
      ['p9|o1*1', 5],
    ]);
  });

  it('saved with their choices, and read back; carts saved before complementos still work', () => {
    createCartStore(localStorage).add(halfHalf, 2);
    expect(JSON.parse(localStorage.getItem(CART_KEY)!)).toEqual([{ ...halfHalf, quantity: 2 }]);
    expect(createCartStore(localStorage).getSnapshot()).toEqual([{ ...halfHalf, quantity: 2 }]);

    localStorage.setItem(CART_KEY, JSON.stringify([{ ...soda, quantity: 3, notes: 'gelado' }]));
    const old = createCartStore(localStorage);
    expect(old.getSnapshot()).toEqual([{ ...soda, quantity: 3, notes: 'gelado' }]);
    old.add({ ...soda, notes: 'gelado' });
    expect(old.getSnapshot()[0]!.quantity).toBe(4);
  });

  it('a line whose choices cannot be read is not ordered without them', () => {
    expect(
      parseCart(
        JSON.stringify([
          { ...halfHalf, quantity: 1, options: [calabresa, { id: 'o2', name: 'Portuguesa' }] },
          { ...soda, quantity: 1, options: [] },
        ]),
      ),
    ).toEqual([{ ...soda, quantity: 1 }]);
  });
});
