import { act, screen, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { Toaster } from 'sonner';
import { beforeEach, describe, expect, it } from 'vitest';
import type { MenuOptions } from '@/data/options/get-menu-options';
import { optionKeys } from '@/data/options/keys';
import type { OptionGroup } from '@/data/options/schema';
import { createCartStore, type CartProduct, type CartStore } from './cart-store';
import { useCartMenuSync } from './use-cart-menu-sync';
import { renderApp } from '@/test/render-app';

const pizza = { id: 'p1', name: 'Pizza Margherita', price: 49.9 };
const soda = { id: 'p2', name: 'Refrigerante Lata', price: 6.5 };
const halfHalf = { id: 'p3', name: 'Pizza Meio a Meio', price: 34.9, has_options: true };

const sabores = (calabresaAvailable: boolean, calabresaPrice = 3): OptionGroup => ({
  id: 'sabores',
  name: 'Sabores',
  min_select: 1,
  max_select: 2,
  pricing: 'max',
  sort_order: 1,
  options: [
    {
      id: 'calabresa',
      group_id: 'sabores',
      name: 'Calabresa',
      price: calabresaPrice,
      max_quantity: 1,
      is_available: calabresaAvailable,
      sort_order: 1,
    },
    {
      id: 'portuguesa',
      group_id: 'sabores',
      name: 'Portuguesa',
      price: 6,
      max_quantity: 1,
      is_available: true,
      sort_order: 2,
    },
  ],
});

type SyncedProduct = CartProduct & { sold_out?: boolean };

function Synced({ products, store }: { products: SyncedProduct[] | undefined; store: CartStore }) {
  useCartMenuSync(products, store);
  return <Toaster />;
}

let store: CartStore;
let queryClient: QueryClient;
beforeEach(() => {
  localStorage.clear();
  store = createCartStore(localStorage);
  store.add(pizza);
  store.add(soda);
  queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
});

function renderSynced(products: SyncedProduct[] | undefined) {
  const view = renderApp(<Synced products={products} store={store} />, {
    queryClient,
    path: false,
  });
  return {
    rerender: (next: SyncedProduct[] | undefined) =>
      view.rerender(<Synced products={next} store={store} />),
  };
}

describe('useCartMenuSync', () => {
  it('leaves the cart alone until the menu has loaded', () => {
    renderSynced(undefined);
    expect(store.getSnapshot()).toHaveLength(2);
  });

  it('marks a line whose product is esgotado as such, keeping it, and unmarks it when it is back', async () => {
    const { rerender } = renderSynced([pizza, soda]);
    rerender([pizza, { ...soda, sold_out: true }]);
    expect(await screen.findByText('"Refrigerante Lata" ficou indisponível')).toBeTruthy();
    expect(store.getSnapshot()[1]).toEqual({
      ...soda,
      quantity: 1,
      unavailable: true,
      soldOut: true,
    });
    rerender([pizza, { ...soda, sold_out: false }]);
    await waitFor(() => expect(store.getSnapshot()[1]).toEqual({ ...soda, quantity: 1 }));
  });

  it('follows the menu prices and marks, with a word, what is no longer sold, keeping it', async () => {
    const { rerender } = renderSynced([pizza, soda]);
    rerender([{ ...pizza, price: 54.9 }]);
    expect(await screen.findByText('"Refrigerante Lata" ficou indisponível')).toBeTruthy();
    expect(store.getSnapshot()).toEqual([
      { ...pizza, price: 54.9, quantity: 1 },
      { ...soda, quantity: 1, unavailable: true },
    ]);
  });

  it('flags a line whose flavour went esgotado, keeps it, and clears the flag when it is back', async () => {
    queryClient.setQueryData<MenuOptions>(optionKeys.menu(), { p3: [sabores(true)] });
    store.add(
      {
        ...halfHalf,
        price: 40.9,
        options: [
          { id: 'calabresa', group: 'Sabores', name: 'Calabresa', price: 3, quantity: 1 },
          { id: 'portuguesa', group: 'Sabores', name: 'Portuguesa', price: 6, quantity: 1 },
        ],
        optionsText: '½\u00a0Calabresa · ½\u00a0Portuguesa',
      },
      2,
    );
    renderSynced([pizza, soda, halfHalf]);
    const line = () => store.getSnapshot().find((l) => l.id === 'p3')!;
    expect(line()).toMatchObject({ price: 40.9, quantity: 2 });
    expect(line().problem).toBeUndefined();

    // Esgotado on the server: the line stays, flagged, and the customer is told.
    act(() => queryClient.setQueryData<MenuOptions>(optionKeys.menu(), { p3: [sabores(false)] }));
    expect(await screen.findByText('"Pizza Meio a Meio" precisa de ajuste')).toBeTruthy();
    expect(line()).toMatchObject({ quantity: 2, problem: 'Esgotado: Calabresa.' });

    // Back on sale, dearer: the flag goes, the price follows (meio a meio: the dearest, 7 now).
    act(() => queryClient.setQueryData<MenuOptions>(optionKeys.menu(), { p3: [sabores(true, 7)] }));
    await waitFor(() => expect(line().problem).toBeUndefined());
    expect(line().price).toBe(41.9);
    expect(line().optionsText).toBe('½\u00a0Calabresa · ½\u00a0Portuguesa');
  });

  it('flags an old plain line of a product that now needs a choice', () => {
    localStorage.setItem(
      'cart',
      JSON.stringify([{ id: 'p3', name: 'Pizza', price: 34.9, quantity: 1 }]),
    );
    store = createCartStore(localStorage);
    queryClient.setQueryData<MenuOptions>(optionKeys.menu(), { p3: [sabores(true)] });
    renderSynced([halfHalf]);
    expect(store.getSnapshot()).toEqual([
      {
        id: 'p3',
        name: 'Pizza Meio a Meio',
        price: 34.9,
        quantity: 1,
        problem: 'Escolha uma opção em Sabores.',
      },
    ]);
  });
});
