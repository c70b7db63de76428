// The cart (spec 4, "Cart"): client state persisted in localStorage under `cart`, shared by the
// menu, the catalogue and checkout, kept in step across tabs, and surviving reloads and failed orders.
import { useSyncExternalStore } from 'react';
import { MAX_QUANTITY, parseCart, type CartLine } from './cart-math';

export const CART_KEY = 'cart';

export interface CartProduct {
  id: string;
  name: string;
  price: number;
}

export function createCartStore(storage: Storage = window.localStorage) {
  let lines: CartLine[] = parseCart(storage.getItem(CART_KEY));
  const listeners = new Set<() => void>();

  function commit(next: CartLine[]) {
    lines = next;
    try {
      if (next.length) storage.setItem(CART_KEY, JSON.stringify(next));
      else storage.removeItem(CART_KEY);
    } catch (error) {
      console.error('Não foi possível salvar o carrinho.', error);
    }
    listeners.forEach((notify) => notify());
  }

  function update(id: string, change: (line: CartLine) => CartLine | null) {
    commit(lines.flatMap((line) => (line.id === id ? (change(line) ?? []) : [line])));
  }

  return {
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => lines,
    /** Another tab changed the cart. */
    reload() {
      lines = parseCart(storage.getItem(CART_KEY));
      listeners.forEach((notify) => notify());
    },
    add(product: CartProduct) {
      const existing = lines.find((line) => line.id === product.id);
      if (existing)
        update(product.id, (line) => ({
          ...line,
          quantity: Math.min(line.quantity + 1, MAX_QUANTITY),
        }));
      else
        commit([
          ...lines,
          { id: product.id, name: product.name, price: product.price, quantity: 1 },
        ]);
    },
    decrement(id: string) {
      update(id, (line) => (line.quantity > 1 ? { ...line, quantity: line.quantity - 1 } : null));
    },
    remove(id: string) {
      update(id, () => null);
    },
    setNotes(id: string, notes: string) {
      update(id, (line) => ({ ...line, notes: notes || undefined }));
    },
    clear() {
      commit([]);
    },
    /**
     * Brings names and prices up to date with the menu and takes out what is no longer sold;
     * returns the names taken out so the page can say so.
     */
    syncWithMenu(products: readonly CartProduct[]): string[] {
      const byId = new Map(products.map((p) => [p.id, p]));
      const removed = lines.filter((line) => !byId.has(line.id)).map((line) => line.name);
      const next = lines.flatMap((line) => {
        const product = byId.get(line.id);
        return product ? [{ ...line, name: product.name, price: product.price }] : [];
      });
      const changed =
        removed.length > 0 ||
        next.some((line, i) => line.price !== lines[i]?.price || line.name !== lines[i]?.name);
      if (changed) commit(next);
      return removed;
    },
  };
}

export type CartStore = ReturnType<typeof createCartStore>;

let defaultStore: CartStore | undefined;

function cartStore(): CartStore {
  if (!defaultStore) {
    const store = createCartStore();
    window.addEventListener('storage', (event) => {
      if (event.key === CART_KEY || event.key === null) store.reload();
    });
    defaultStore = store;
  }
  return defaultStore;
}

/** The cart's lines and actions; components re-render when it changes, here or in another tab. */
export function useCart(store: CartStore = cartStore()) {
  const lines = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  return { lines, store };
}
