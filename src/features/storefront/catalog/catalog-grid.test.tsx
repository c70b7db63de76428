import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { MenuProduct } from '@/data/products/schema';
import { createCartStore, useCart, type CartStore } from '../cart/cart-store';
import { useCartQuantities } from '../cart/use-cart-quantities';
import { CatalogGrid } from './catalog-grid';

const products: MenuProduct[] = [
  {
    id: 'c1',
    name: 'Coxinha de Frango',
    description: 'Massa macia recheada com frango.',
    price: 8.5,
    image_url: '/demo/coxinha.svg',
    category: 'Salgados',
  },
  {
    id: 'c2',
    name: 'Pastel de Carne',
    description: null,
    price: 11.9,
    image_url: null,
    category: 'Salgados',
  },
];

function Catalog({
  store,
  items = products,
  onOpen = () => {},
}: {
  store: CartStore;
  items?: MenuProduct[];
  onOpen?: (product: MenuProduct) => void;
}) {
  const { lines } = useCart(store);
  const quantities = useCartQuantities(lines);
  return (
    <CatalogGrid
      status="success"
      products={items}
      quantities={quantities}
      onAdd={store.add}
      onDecrement={store.decrement}
      onOpen={onOpen}
    />
  );
}

let store: CartStore;
beforeEach(() => {
  localStorage.clear();
  store = createCartStore(localStorage);
});

const card = (name: string) => screen.getByRole('article', { name });

describe('CatalogGrid', () => {
  it('shows each product with image or placeholder, name, description and price', () => {
    render(<Catalog store={store} />);
    const coxinha = card('Coxinha de Frango');
    expect(coxinha.querySelector('img')!.getAttribute('src')).toBe('/demo/coxinha.svg');
    expect(within(coxinha).getByText('Massa macia recheada com frango.')).toBeTruthy();
    expect(within(coxinha).getByText('R$ 8,50')).toBeTruthy();
    const pastel = card('Pastel de Carne');
    expect(pastel.querySelector('img')).toBeNull();
    expect(within(pastel).getByTestId('product-image-placeholder')).toBeTruthy();
    // A broken image falls back to the placeholder too.
    fireEvent.error(coxinha.querySelector('img')!);
    expect(within(coxinha).getByTestId('product-image-placeholder')).toBeTruthy();
  });

  it('turns "Adicionar ao Pedido" into a stepper that counts, and back at zero', () => {
    render(<Catalog store={store} />);
    const add = within(card('Pastel de Carne')).getByRole('button', {
      name: 'Adicionar ao Pedido',
    });
    expect(add.getAttribute('aria-describedby')).toBe(
      card('Pastel de Carne').getAttribute('aria-labelledby'),
    );
    fireEvent.click(add);
    const stepper = () =>
      within(card('Pastel de Carne')).getByRole('group', { name: 'Quantidade de Pastel de Carne' });
    expect(
      within(card('Pastel de Carne')).queryByRole('button', { name: 'Adicionar ao Pedido' }),
    ).toBeNull();
    expect(within(stepper()).getByText('1')).toBeTruthy();
    fireEvent.click(
      within(stepper()).getByRole('button', { name: 'Aumentar quantidade de Pastel de Carne' }),
    );
    expect(within(stepper()).getByText('2')).toBeTruthy();
    expect(store.getSnapshot()).toEqual([
      { id: 'c2', name: 'Pastel de Carne', price: 11.9, quantity: 2 },
    ]);
    fireEvent.click(
      within(stepper()).getByRole('button', { name: 'Diminuir quantidade de Pastel de Carne' }),
    );
    fireEvent.click(
      within(stepper()).getByRole('button', { name: 'Diminuir quantidade de Pastel de Carne' }),
    );
    expect(
      within(card('Pastel de Carne')).getByRole('button', { name: 'Adicionar ao Pedido' }),
    ).toBeTruthy();
    expect(store.getSnapshot()).toEqual([]);
  });

  it('shows the quantity already in the cart, from any page', () => {
    store.add(products[0]!);
    render(<Catalog store={store} />);
    expect(
      within(card('Coxinha de Frango')).getByRole('group', {
        name: 'Quantidade de Coxinha de Frango',
      }).textContent,
    ).toContain('1');
    act(() => store.add(products[0]!));
    expect(within(card('Coxinha de Frango')).getByText('2')).toBeTruthy();
  });

  it('sends a product with complementos to its sheet instead of adding it plain', () => {
    const pizza = { ...products[1]!, id: 'c9', name: 'Pizza Meio a Meio', has_options: true };
    const onOpen = vi.fn();
    render(<Catalog store={store} items={[pizza]} onOpen={onOpen} />);
    expect(
      within(card('Pizza Meio a Meio')).queryByRole('button', { name: 'Adicionar ao Pedido' }),
    ).toBeNull();
    fireEvent.click(
      within(card('Pizza Meio a Meio')).getByRole('button', { name: 'Escolher opções' }),
    );
    expect(onOpen).toHaveBeenCalledWith(pizza);
    expect(store.getSnapshot()).toEqual([]);
  });

  it('says when nothing is available', () => {
    render(<Catalog store={store} items={[]} />);
    expect(screen.getByText('Nenhum produto disponível no momento')).toBeTruthy();
  });
});
