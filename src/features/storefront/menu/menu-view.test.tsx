import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { MenuProduct } from '@/data/products/schema';
import { MenuView, type MenuViewProps } from './menu-view';

const product = (
  id: string,
  name: string,
  category: string,
  price: number,
  image_url: string | null = `/demo/${id}.svg`,
): MenuProduct => ({
  id,
  name,
  category,
  price,
  image_url,
  description: `Descrição de ${name}`,
});

const products = [
  product('p1', 'Pizza Margherita', 'Pizzas', 49.9),
  product('p2', 'Pizza Calabresa', 'Pizzas', 52.9),
  product('l1', 'X-Burger da Casa', 'Lanches', 32.9, null),
  product('b1', 'Refrigerante Lata', 'Bebidas', 6.5),
];

function renderMenu(props: Partial<MenuViewProps> = {}) {
  const onAdd = vi.fn();
  const onOpen = vi.fn();
  const view = render(
    <MenuView
      status="success"
      products={products}
      quantities={new Map()}
      onAdd={onAdd}
      onOpen={onOpen}
      onRetry={() => {}}
      {...props}
    />,
  );
  return { ...view, onAdd, onOpen };
}

describe('MenuView', () => {
  it('groups the products under their category headings, in the order the menu lists them', () => {
    renderMenu();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Pizzas',
      'Lanches',
      'Bebidas',
    ]);
    const pizzas = screen.getByRole('region', { name: 'Pizzas' });
    expect(
      within(pizzas)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Pizza Margherita', 'Pizza Calabresa']);
    // The category chips lead to the same sections.
    const chips = within(screen.getByRole('navigation', { name: 'Categorias' })).getAllByRole(
      'button',
    );
    expect(chips.map((chip) => chip.textContent)).toEqual(['Pizzas', 'Lanches', 'Bebidas']);
    expect(chips[0]!.getAttribute('aria-current')).toBe('true');
  });

  it("lists the categories in the owner's order, the ones not listed after them", () => {
    renderMenu({ categoryOrder: ['bebidas', 'Pizzas'] });
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Bebidas',
      'Pizzas',
      'Lanches',
    ]);
  });

  it('opens on "Destaques": the featured products first, still in their own category too', () => {
    const featured = products.map((p) => (p.id === 'l1' ? { ...p, is_featured: true } : p));
    renderMenu({ products: featured, categoryOrder: ['Pizzas'] });
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Destaques',
      'Pizzas',
      'Lanches',
      'Bebidas',
    ]);
    const highlights = screen.getByRole('region', { name: 'Destaques' });
    expect(within(highlights).getByRole('article', { name: 'X-Burger da Casa' })).toBeTruthy();
    expect(screen.getAllByRole('article', { name: 'X-Burger da Casa' })).toHaveLength(2);
    const chips = within(screen.getByRole('navigation', { name: 'Categorias' })).getAllByRole(
      'button',
    );
    expect(chips[0]!.textContent).toBe('Destaques');
  });

  it('shows each product with its price in reais, description and an add button naming it', () => {
    const { onAdd } = renderMenu();
    const card = screen.getByRole('article', { name: 'Refrigerante Lata' });
    expect(within(card).getByText('R$ 6,50')).toBeTruthy();
    expect(within(card).getByText('Descrição de Refrigerante Lata')).toBeTruthy();
    fireEvent.click(
      within(card).getByRole('button', { name: 'Adicionar Refrigerante Lata ao carrinho' }),
    );
    expect(onAdd).toHaveBeenCalledWith(products[3]);
  });

  it('opens the product sheet from anywhere on a card, with or without complementos', () => {
    const halfHalf = { ...product('p9', 'Pizza Meio a Meio', 'Pizzas', 34.9), has_options: true };
    const { onAdd, onOpen } = renderMenu({
      products: [...products, halfHalf],
      fromPrices: new Map([['p9', 36.9]]),
    });
    // A product with complementos: "a partir de" its cheapest choice, and "Escolher" opens it.
    const card = screen.getByRole('article', { name: 'Pizza Meio a Meio' });
    expect(card.textContent).toContain('a partir de');
    expect(within(card).getByText(/36,90/)).toBeTruthy();
    expect(within(card).queryByRole('button', { name: /ao carrinho/ })).toBeNull();
    fireEvent.click(
      within(card).getByRole('button', { name: 'Escolher opções de Pizza Meio a Meio' }),
    );
    expect(onOpen).toHaveBeenLastCalledWith(halfHalf);
    // One without: the one-tap add stays, and its name opens the sheet too.
    const soda = screen.getByRole('article', { name: 'Refrigerante Lata' });
    expect(soda.textContent).not.toContain('a partir de');
    fireEvent.click(within(soda).getByRole('button', { name: 'Refrigerante Lata' }));
    expect(onOpen).toHaveBeenLastCalledWith(products[3]);
    expect(onAdd).not.toHaveBeenCalled();
  });

  it('shows a letter tile for a product without a photo, or whose photo fails to load', () => {
    renderMenu();
    const pizza = screen.getByRole('article', { name: 'Pizza Margherita' });
    const image = pizza.querySelector('img')!;
    expect(image.getAttribute('src')).toBe('/demo/p1.svg');
    fireEvent.error(image);
    expect(pizza.querySelector('img')).toBeNull();
    expect(within(pizza).getByTestId('product-image-initial').textContent).toBe('P');
    const burger = screen.getByRole('article', { name: 'X-Burger da Casa' });
    expect(burger.querySelector('img')).toBeNull();
    expect(within(burger).getByTestId('product-image-initial').textContent).toBe('X');
  });

  it('marks how many of a product are already in the cart', () => {
    renderMenu({ quantities: new Map([['p2', 3]]) });
    expect(
      within(screen.getByRole('article', { name: 'Pizza Calabresa' })).getByText('no carrinho')
        .parentElement!.textContent,
    ).toBe('3 no carrinho');
    expect(
      within(screen.getByRole('article', { name: 'Pizza Margherita' })).queryByText('no carrinho'),
    ).toBeNull();
  });

  it('says the menu is being updated when nothing is on sale', () => {
    renderMenu({ products: [] });
    expect(screen.getByRole('heading', { name: 'Cardápio em atualização' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Categorias' })).toBeNull();
  });

  it('shows skeletons while loading, and a retry when loading failed', () => {
    const { unmount } = renderMenu({ status: 'pending', products: [] });
    expect(screen.getByRole('status').textContent).toContain('Carregando cardápio');
    unmount();
    const onRetry = vi.fn();
    renderMenu({ status: 'error', products: [], onRetry });
    fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(onRetry).toHaveBeenCalled();
  });

  it('loads the first photos at once, the rest lazily, each in the width that fits its slot', () => {
    const stored = (n: number) =>
      `http://127.0.0.1:1/storage/v1/object/public/product-images/products/1764000000000-0b6f2c1e-3d4a-4f5b-8c9d-0e1f2a3b4c${String(n).padStart(2, '0')}-640.webp`;
    const many = Array.from({ length: 6 }, (_, i) =>
      product(`m${i}`, `Prato ${i + 1}`, i < 3 ? 'Pratos' : 'Massas', 20, stored(i)),
    );
    const { container } = renderMenu({ products: many });
    const images = [...container.querySelectorAll('article img')];
    expect(images.map((img) => img.getAttribute('loading'))).toEqual([
      'eager',
      'eager',
      'eager',
      'eager',
      'lazy',
      'lazy',
    ]);
    expect(images.map((img) => img.getAttribute('fetchpriority'))).toEqual([
      'high',
      null,
      null,
      null,
      null,
      null,
    ]);
    expect(images[0]!.getAttribute('srcset')).toBe(
      [160, 320, 640].map((w) => `${stored(0).replace('-640.', `-${w}.`)} ${w}w`).join(', '),
    );
    expect(images[0]!.getAttribute('sizes')).toBe('(min-width: 640px) 112px, 96px');
    expect(images[0]!.getAttribute('decoding')).toBe('async');
  });

  it('keeps an older or external photo as it is, without srcset', () => {
    const { container } = renderMenu({ products: [product('x1', 'Pastel', 'Salgados', 9)] });
    const img = container.querySelector('article img')!;
    expect(img.getAttribute('src')).toBe('/demo/x1.svg');
    expect(img.hasAttribute('srcset')).toBe(false);
    expect(img.hasAttribute('sizes')).toBe(false);
  });
});
