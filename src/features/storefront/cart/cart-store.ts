// The cart: client state persisted in localStorage under `cart`, shared by the
// menu, the catalogue and checkout, kept in step across tabs, and surviving reloads and failed orders.
import { useSyncExternalStore } from 'react';
import {
  MAX_QUANTITY,
  lineKey,
  mergeLines,
  parseCart,
  type CartLine,
  type CartOption,
} from './cart-math';

export const CART_KEY = 'cart';

export interface CartProduct {
  id: string;
  name: string;
  price: number;
}

/** What goes into the cart: a product, or a product as the sheet made it (choices, note). */
export interface CartItem extends CartProduct {
  options?: CartOption[];
  optionsText?: string;
  notes?: string;
}

/** The menu as the cart checks itself against it. */
export interface MenuCheck {
  /** The products on sale. */
  products: readonly CartProduct[];
  /** Products on the menu but esgotado now: their lines are marked Esgotado. */
  soldOut?: readonly string[];
  /**
   * Re-prices a line against the product's current complementos: the line with today's names and
   * prices, or why it cannot be ordered. Absent while the complementos are not loaded.
   */
  checkLine?: (line: CartLine, product: CartProduct) => { line: CartLine } | { problem: string };
}

export interface SyncResult {
  /** Names of the lines just marked unavailable (their product is no longer sold); never dropped. */
  unavailable: string[];
  /** Lines that just became impossible to order as they are, with the reason. */
  flagged: Array<{ name: string; problem: string }>;
}

function toLine(item: CartItem, quantity: number): CartLine {
  const options = item.options?.length ? item.options : undefined;
  return {
    id: item.id,
    name: item.name,
    price: item.price,
    quantity: Math.min(Math.max(1, Math.floor(quantity)), MAX_QUANTITY),
    ...(item.notes ? { notes: item.notes } : {}),
    ...(options ? { options } : {}),
    ...(options && item.optionsText ? { optionsText: item.optionsText } : {}),
  };
}

const sameLine = (a: CartLine, b: CartLine) => JSON.stringify(a) === JSON.stringify(b);

/** The empty cart a server-drawn page starts from, and a store's cart when nothing was saved. */
const NO_LINES: CartLine[] = [];
/** The carts stores read from storage as they started. */
const savedCarts = new WeakSet<readonly CartLine[]>();

export function createCartStore(storage: Storage = window.localStorage) {
  const saved = parseCart(storage.getItem(CART_KEY));
  if (saved.length) savedCarts.add(saved);
  // Nothing saved: the very cart the server drew the page with, so hydrating it changes nothing (a
  // changed cart re-renders the page at once, hydrating the whole menu in one long task).
  let lines: CartLine[] = saved.length ? saved : NO_LINES;
  const listeners = new Set<() => void>();

  function commit(next: CartLine[]) {
    lines = mergeLines(next);
    try {
      if (lines.length) storage.setItem(CART_KEY, JSON.stringify(lines));
      else storage.removeItem(CART_KEY);
    } catch (error) {
      console.error('Não foi possível salvar o carrinho.', error);
    }
    listeners.forEach((notify) => notify());
  }

  function update(key: string, change: (line: CartLine) => CartLine | null) {
    commit(lines.flatMap((line) => (lineKey(line) === key ? (change(line) ?? []) : [line])));
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
    /** Adds `quantity` of an item: to its line when the same one is there (same choices and note). */
    add(item: CartItem, quantity = 1) {
      const line = toLine(item, quantity);
      const key = lineKey(line);
      if (lines.some((existing) => lineKey(existing) === key))
        update(key, (existing) => ({
          ...existing,
          quantity: Math.min(existing.quantity + line.quantity, MAX_QUANTITY),
        }));
      else commit([...lines, line]);
    },
    decrement(key: string) {
      update(key, (line) => (line.quantity > 1 ? { ...line, quantity: line.quantity - 1 } : null));
    },
    remove(key: string) {
      update(key, () => null);
    },
    setNotes(key: string, notes: string) {
      update(key, (line) => {
        const next = { ...line };
        if (notes) next.notes = notes;
        else delete next.notes;
        return next;
      });
    },
    /** An edited line takes the place of `key` (joining an identical line if there is one). */
    replace(key: string, item: CartItem, quantity: number) {
      update(key, () => toLine(item, quantity));
    },
    clear() {
      commit([]);
    },
    /**
     * Brings names and prices up to date with the menu. Nothing is ever dropped: a line whose
     * product is no longer sold is marked unavailable (and unmarked when it is back), one whose
     * complementos can no longer be ordered is flagged until edited; the customer removes them.
     */
    syncWithMenu(menu: MenuCheck): SyncResult {
      const byId = new Map(menu.products.map((p) => [p.id, p]));
      const unavailable: string[] = [];
      const flagged: SyncResult['flagged'] = [];
      const next = lines.map((line): CartLine => {
        const product = byId.get(line.id);
        if (!product) {
          const soldOut = menu.soldOut?.includes(line.id) ?? false;
          if (line.unavailable && Boolean(line.soldOut) === soldOut) return line;
          if (!line.unavailable) unavailable.push(line.name);
          const marked: CartLine = { ...line, unavailable: true };
          if (soldOut) marked.soldOut = true;
          else delete marked.soldOut;
          return marked;
        }
        const named = { ...line, name: product.name };
        delete named.unavailable;
        delete named.soldOut;
        if (!menu.checkLine) {
          // Without the complementos only a plain line can be re-priced.
          return line.options ? named : { ...named, price: product.price };
        }
        const checked = menu.checkLine(named, product);
        if ('line' in checked) return checked.line;
        if (line.problem !== checked.problem)
          flagged.push({ name: product.name, problem: checked.problem });
        return { ...named, problem: checked.problem };
      });
      if (next.some((line, i) => !sameLine(line, lines[i]!))) commit(next);
      return { unavailable, flagged };
    },
  };
}

export type CartStore = ReturnType<typeof createCartStore>;

let defaultStore: CartStore | undefined;

/** Storage with nothing in it: the server renders every storefront page with an empty cart. */
const noStorage = {
  getItem: () => null,
  setItem: () => {},
  removeItem: () => {},
} as unknown as Storage;

function cartStore(): CartStore {
  if (typeof window === 'undefined') return (defaultStore ??= createCartStore(noStorage));
  if (!defaultStore) {
    const store = createCartStore();
    window.addEventListener('storage', (event) => {
      if (event.key === CART_KEY || event.key === null) store.reload();
    });
    defaultStore = store;
  }
  return defaultStore;
}

const serverSnapshot = () => NO_LINES;

/** The customer's saved cart taking the place of the empty one a server-drawn page started from. */
export const isSavedCartArriving = (previous: readonly CartLine[], lines: readonly CartLine[]) =>
  previous === NO_LINES && savedCarts.has(lines);

/** The cart's lines and actions; components re-render when it changes, here or in another tab. */
export function useCart(store: CartStore = cartStore()) {
  // The server draws every page with an empty cart: a page it drew starts from that, then this one.
  const lines = useSyncExternalStore(store.subscribe, store.getSnapshot, serverSnapshot);
  return { lines, store };
}
