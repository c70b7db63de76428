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

describe('MenuProductCard', () => {
  it('shows a sold-out product greyed "Esgotado", with nothing to add', () => {
    render(
      <MenuProductCard
        product={{ ...product, sold_out: true }}
        quantity={0}
        onAdd={vi.fn()}
        onOpen={vi.fn()}
      />,
    );
    const card = screen.getByRole('article', { name: 'Torta de Limão' });
    expect(card.getAttribute('data-sold-out')).toBe('true');
    expect(screen.getByText('Esgotado')).toBeTruthy();
    expect(
      screen.queryByRole('button', { name: 'Adicionar Torta de Limão ao carrinho' }),
    ).toBeNull();
  });

  it('keeps the one-tap Adicionar while on sale', () => {
    render(
      <MenuProductCard
        product={{ ...product, sold_out: false }}
        quantity={0}
        onAdd={vi.fn()}
        onOpen={vi.fn()}
      />,
    );
    expect(
      screen.getByRole('button', { name: 'Adicionar Torta de Limão ao carrinho' }),
    ).toBeTruthy();
    expect(screen.queryByText('Esgotado')).toBeNull();
  });
});
