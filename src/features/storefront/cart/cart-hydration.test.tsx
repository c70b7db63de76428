import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { beforeEach, describe, expect, it } from 'vitest';
import { CART_KEY, createCartStore, useCart, type CartStore } from './cart-store';
import { useCartAdded } from './use-cart-added';

const pizza = { id: 'p1', name: 'Pizza Margherita', price: 49.9 };
const nothingSaved = {
  getItem: () => null,
  setItem: () => {},
  removeItem: () => {},
} as unknown as Storage;

/** A page using the cart, as the menu does: it notes each render and what the cart bar would say. */
function Page({ store, renders }: { store: CartStore; renders: string[] }) {
  const { lines } = useCart(store);
  const added = useCartAdded(lines);
  renders.push(`${lines.length} item(s)${added.text ? `, "${added.text}"` : ''}`);
  return <p>{lines.length}</p>;
}

/** The page as the server draws it, then taken over by the browser's store. */
async function hydrate(store: CartStore): Promise<string[]> {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Page store={createCartStore(nothingSaved)} renders={[]} />);
  const renders: string[] = [];
  await act(async () => {
    hydrateRoot(container, <Page store={store} renders={renders} />);
  });
  return renders;
}

describe('a server-drawn page taken over by the cart', () => {
  beforeEach(() => localStorage.clear());

  it('is not drawn again when nothing was saved (a whole menu would hydrate in one long task)', async () => {
    expect(await hydrate(createCartStore(localStorage))).toEqual(['0 item(s)']);
  });

  it('shows the saved cart once hydrated, without calling it an add; the next add is one', async () => {
    localStorage.setItem(CART_KEY, JSON.stringify([{ ...pizza, quantity: 2 }]));
    const store = createCartStore(localStorage);
    const renders = await hydrate(store);
    expect(renders.at(-1)).toBe('1 item(s)');
    expect(renders.join(' | ')).not.toContain('"');
  });

  it('calls the first add to an empty cart an add', async () => {
    const store = createCartStore(localStorage);
    const renders = await hydrate(store);
    await act(async () => store.add(pizza));
    expect(renders.at(-1)).toMatch(/^1 item\(s\), "/);
  });
});
