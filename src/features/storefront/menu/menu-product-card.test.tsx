import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { MenuProduct } from '@/data/products/schema';
import { MenuProductCard } from './menu-product-card';

const product: MenuProduct = {
  id: 'p1',
  name: 'Torta de Limão',
  description: null,
  price: 12,
  image_url: null,
  category: 'Doces',
};

/** The card of `product`, sold out or not, none in the cart yet. */
function renderCard(soldOut: boolean) {
  render(
    <MenuProductCard
      product={{ ...product, sold_out: soldOut }}
      quantity={0}
      onAdd={vi.fn()}
      onOpen={vi.fn()}
    />,
  );
}

describe('MenuProductCard', () => {
  it('shows a sold-out product greyed "Esgotado", with nothing to add', () => {
    renderCard(true);
    const card = screen.getByRole('article', { name: 'Torta de Limão' });
    expect(card.getAttribute('data-sold-out')).toBe('true');
    expect(screen.getByText('Esgotado')).toBeTruthy();
    expect(
      screen.queryByRole('button', { name: 'Adicionar Torta de Limão ao carrinho' }),
    ).toBeNull();
  });

  it('keeps the one-tap Adicionar while on sale', () => {
    renderCard(false);
    expect(
      screen.getByRole('button', { name: 'Adicionar Torta de Limão ao carrinho' }),
    ).toBeTruthy();
    expect(screen.queryByText('Esgotado')).toBeNull();
  });
});
