// Properties of the cart store's actions: add increments or adds a line with
// quantity 1, minus decrements and removes the line at 1, remove deletes the line; the cart is
// persisted under `cart` and survives a reload. A line is a product with its complementos and note
// (lineKey): a plain product's key is its id, and a note makes a line of its own.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_QUANTITY, lineKey, parseCart, type CartLine } from './cart-math';
import { CART_KEY, createCartStore, type CartProduct, type CartStore } from './cart-store';

/** A fresh, private localStorage for each run. */
class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
}

const product: fc.Arbitrary<CartProduct> = fc.record({
  id: fc.string({ minLength: 1, maxLength: 8 }),
  name: fc.string({ unit: 'grapheme', maxLength: 20 }),
  price: fc.integer({ min: 0, max: 100_000 }).map((cents) => cents / 100),
});
const menu = fc.uniqueArray(product, { minLength: 1, maxLength: 5, selector: (p) => p.id });

type Op =
  | { kind: 'add'; index: number; times: number }
  | { kind: 'decrement'; index: number }
  | { kind: 'remove'; index: number }
  | { kind: 'setNotes'; index: number; notes: string }
  | { kind: 'clear' };

const op: fc.Arbitrary<Op> = fc.oneof(
  {
    arbitrary: fc.record({
      kind: fc.constant('add' as const),
      index: fc.nat(),
      times: fc.integer({ min: 1, max: 120 }),
    }),
    weight: 4,
  },
  { arbitrary: fc.record({ kind: fc.constant('decrement' as const), index: fc.nat() }), weight: 3 },
  { arbitrary: fc.record({ kind: fc.constant('remove' as const), index: fc.nat() }), weight: 1 },
  {
    arbitrary: fc.record({
      kind: fc.constant('setNotes' as const),
      index: fc.nat(),
      notes: fc.oneof(fc.constant(''), fc.string()),
    }),
    weight: 1,
  },
  { arbitrary: fc.constant({ kind: 'clear' as const }), weight: 1 },
);

function apply(store: CartStore, products: readonly CartProduct[], action: Op) {
  if (action.kind === 'clear') return store.clear();
  const target = products[action.index % products.length]!;
  if (action.kind === 'add') for (let i = 0; i < action.times; i++) store.add(target);
  else if (action.kind === 'decrement') store.decrement(target.id);
  else if (action.kind === 'remove') store.remove(target.id);
  else store.setNotes(target.id, action.notes);
}

/** Lines with the same key as one, in the place of the first, quantities added up to 99. */
function merged(lines: CartLine[]): CartLine[] {
  const out: CartLine[] = [];
  for (const line of lines) {
    const twin = out.findIndex((other) => lineKey(other) === lineKey(line));
    if (twin < 0) out.push(line);
    else
      out[twin] = {
        ...out[twin]!,
        quantity: Math.min(out[twin]!.quantity + line.quantity, MAX_QUANTITY),
      };
  }
  return out;
}

/** The cart's rules written out on a plain list, to compare the store against. */
function model(lines: CartLine[], products: readonly CartProduct[], action: Op): CartLine[] {
  if (action.kind === 'clear') return [];
  const target = products[action.index % products.length]!;
  // The product's plain line (no note): the one its add, minus and remove act on.
  const existing = lines.find((line) => lineKey(line) === target.id);
  switch (action.kind) {
    case 'add': {
      const quantity = Math.min((existing?.quantity ?? 0) + action.times, MAX_QUANTITY);
      if (!existing) return [...lines, { ...target, quantity }];
      return lines.map((line) => (line === existing ? { ...line, quantity } : line));
    }
    case 'decrement':
      if (!existing) return lines;
      if (existing.quantity === 1) return lines.filter((line) => line !== existing);
      return lines.map((line) =>
        line === existing ? { ...line, quantity: line.quantity - 1 } : line,
      );
    case 'remove':
      return lines.filter((line) => line !== existing);
    case 'setNotes':
      // A note makes it another line, which joins an identical one already there.
      return merged(
        lines.map((line) =>
          line === existing ? { ...line, notes: action.notes || undefined } : line,
        ),
      );
  }
}

/** A store already holding some lines, built through its own actions; `build` makes a fresh copy per run. */
const filledStore = fc.tuple(menu, fc.array(op, { maxLength: 15 })).map(([products, ops]) => {
  const build = () => {
    const storage = new MemoryStorage();
    const store = createCartStore(storage);
    for (const action of ops) apply(store, products, action);
    return { storage, store };
  };
  return { products, ops, build, lines: build().store.getSnapshot() };
});

describe('cart store', () => {
  it('follows the cart rules for any sequence of actions, quantities staying whole numbers from 1 to 99', () => {
    fc.assert(
      fc.property(menu, fc.array(op, { maxLength: 25 }), (products, ops) => {
        const store = createCartStore(new MemoryStorage());
        let expected: CartLine[] = [];
        for (const action of ops) {
          apply(store, products, action);
          expected = model(expected, products, action);
          const lines = store.getSnapshot();
          expect(lines).toEqual(expected);
          for (const line of lines) {
            expect(Number.isInteger(line.quantity)).toBe(true);
            expect(line.quantity).toBeGreaterThanOrEqual(1);
            expect(line.quantity).toBeLessThanOrEqual(MAX_QUANTITY);
          }
          expect(new Set(lines.map(lineKey)).size).toBe(lines.length);
        }
      }),
    );
  });

  it('persists every change: a reload (or another tab) reads back the same cart', () => {
    fc.assert(
      fc.property(menu, fc.array(op, { maxLength: 20 }), (products, ops) => {
        const storage = new MemoryStorage();
        const store = createCartStore(storage);
        for (const action of ops) {
          apply(store, products, action);
          expect(parseCart(storage.getItem(CART_KEY))).toEqual(store.getSnapshot());
          expect(createCartStore(storage).getSnapshot()).toEqual(store.getSnapshot());
          // An empty cart leaves nothing behind in storage.
          expect(storage.getItem(CART_KEY) === null).toBe(store.getSnapshot().length === 0);
        }
      }),
    );
  });

  it('adding a product and taking it out again returns the original cart', () => {
    fc.assert(
      fc.property(
        filledStore,
        product,
        fc.nat(),
        fc.boolean(),
        (filled, extra, pick, useRemove) => {
          const { storage, store } = filled.build();
          const before = store.getSnapshot();
          // Either a product already in the cart (then only minus undoes the add) or any product.
          const target = useRemove || before.length === 0 ? extra : before[pick % before.length]!;
          const existing = before.find((line) => lineKey(line) === lineKey(target));
          // At 99 an add is refused, so there is nothing to undo.
          fc.pre(!existing || (existing.quantity < MAX_QUANTITY && !useRemove));
          const saved = storage.getItem(CART_KEY);
          store.add(target);
          if (useRemove) store.remove(lineKey(target));
          else store.decrement(lineKey(target));
          expect(store.getSnapshot()).toEqual(before);
          expect(storage.getItem(CART_KEY)).toBe(saved);
        },
      ),
    );
  });

  it('n adds of one product give one line with quantity min(n, 99)', () => {
    fc.assert(
      fc.property(product, fc.integer({ min: 1, max: 150 }), (item, times) => {
        const store = createCartStore(new MemoryStorage());
        for (let i = 0; i < times; i++) store.add(item);
        expect(store.getSnapshot()).toEqual([{ ...item, quantity: Math.min(times, MAX_QUANTITY) }]);
      }),
    );
  });

  /** A filled cart and a new menu: some of the cart's products renamed or repriced, some gone, some new. */
  const syncCase = filledStore.chain((state) =>
    fc.record({
      state: fc.constant(state),
      products: fc
        .tuple(
          fc.subarray(state.lines),
          fc.array(product, { maxLength: 4 }),
          fc.string({ maxLength: 5 }),
          fc.integer({ min: 0, max: 1_000 }),
        )
        .chain(([kept, fresh, suffix, raise]) =>
          fc.shuffledSubarray(
            [
              ...kept.map((line) => ({
                id: line.id,
                name: line.name + suffix,
                price: (Math.round(line.price * 100) + raise) / 100,
              })),
              ...fresh,
            ],
            { minLength: kept.length + fresh.length },
          ),
        ),
    }),
  );

  it('menu sync drops nothing: lines of products still sold take the menu name and price, the others are marked unavailable', () => {
    fc.assert(
      fc.property(syncCase, ({ state, products }) => {
        const { store, storage } = state.build();
        const before = store.getSnapshot();
        const byId = new Map(products.map((p) => [p.id, p]));
        const { unavailable, flagged } = store.syncWithMenu({ products });
        expect(flagged).toEqual([]);
        const after = store.getSnapshot();
        expect(unavailable).toEqual(
          before.filter((line) => !byId.has(line.id)).map((line) => line.name),
        );
        expect(after).toEqual(
          before.map((line) => {
            const p = byId.get(line.id);
            return p ? { ...line, name: p.name, price: p.price } : { ...line, unavailable: true };
          }),
        );
        expect(parseCart(storage.getItem(CART_KEY))).toEqual(after);

        // Every product back on sale: no line stays marked, none was lost.
        const back = [...products, ...before.filter((line) => !byId.has(line.id))];
        expect(store.syncWithMenu({ products: back }).unavailable).toEqual([]);
        expect(store.getSnapshot().some((line) => line.unavailable)).toBe(false);
        expect(store.getSnapshot()).toHaveLength(before.length);
      }),
    );
  });

  it('syncing twice with the same menu changes nothing the second time and notifies nobody', () => {
    fc.assert(
      fc.property(syncCase, ({ state, products }) => {
        const { store } = state.build();
        store.syncWithMenu({ products });
        const once = store.getSnapshot();
        let notified = 0;
        const unsubscribe = store.subscribe(() => notified++);
        expect(store.syncWithMenu({ products })).toEqual({ unavailable: [], flagged: [] });
        unsubscribe();
        expect(store.getSnapshot()).toBe(once);
        expect(notified).toBe(0);
      }),
    );
  });
});
