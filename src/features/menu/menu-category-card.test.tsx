import { fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import type { ReactElement } from 'react';
import { createQueryClient } from '@/lib/query-client';
import { renderApp } from '@/test/render-app';
import { describe, expect, it, vi } from 'vitest';
import type { Product } from '@/data/products/schema';
import { moveItem } from '@/domain/menu-order';
import { MenuCategoryCard } from './menu-category-card';

/** The row's Esgotado control saves through React Query. */
const render = (ui: ReactElement) => renderApp(ui, { queryClient: createQueryClient() });

const product = (id: string, name: string, isFeatured = false): Product => ({
  id,
  name,
  description: null,
  price: 10,
  image_url: null,
  category: 'Lanches',
  is_available: true,
  sort_order: 0,
  is_featured: isFeatured,
  created_at: '2026-11-24T00:00:00Z',
});

/** The card with products that really move, as the page's optimistic update moves them. */
function Harness({ onFeature }: { onFeature: (p: Product, featured: boolean) => void }) {
  const [items, setItems] = useState([
    product('a', 'X-Burger'),
    product('b', 'X-Salada', true),
    product('c', 'X-Tudo'),
  ]);
  return (
    <MenuCategoryCard
      category="Lanches"
      products={items}
      position={0}
      count={2}
      onMoveCategory={() => {}}
      onMoveProduct={(_category, target, step) =>
        setItems((list) => moveItem(list, list.indexOf(target), step))
      }
      onFeature={onFeature}
      onToggle={() => {}}
      onDelete={() => {}}
    />
  );
}

const names = () =>
  screen.getAllByTestId('menu-item').map((row) => within(row).getAllByText(/^X-/)[0]!.textContent);

describe('MenuCategoryCard', () => {
  it('moves a product with the keyboard-reachable arrows, keeping focus on the pressed one', () => {
    render(<Harness onFeature={() => {}} />);
    const down = screen.getByRole('button', { name: 'Mover X-Burger para baixo' });
    down.focus();
    fireEvent.click(down);
    expect(names()).toEqual(['X-Salada', 'X-Burger', 'X-Tudo']);
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: 'Mover X-Burger para baixo' }),
    );
    // At the bottom the down arrow is disabled and focus goes to the up arrow.
    fireEvent.click(screen.getByRole('button', { name: 'Mover X-Burger para baixo' }));
    expect(names()).toEqual(['X-Salada', 'X-Tudo', 'X-Burger']);
    expect(
      (screen.getByRole('button', { name: 'Mover X-Burger para baixo' }) as HTMLButtonElement)
        .disabled,
    ).toBe(true);
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: 'Mover X-Burger para cima' }),
    );
  });

  it('offers the category arrows, the first one up disabled', () => {
    render(<Harness onFeature={() => {}} />);
    expect(
      (
        screen.getByRole('button', {
          name: 'Mover categoria Lanches para cima',
        }) as HTMLButtonElement
      ).disabled,
    ).toBe(true);
    expect(screen.getByRole('heading', { name: 'Lanches' })).toBeTruthy();
  });

  it('shows which products are featured and toggles the star', () => {
    const onFeature = vi.fn();
    render(<Harness onFeature={onFeature} />);
    const star = screen.getByRole('button', { name: 'Destaque: X-Salada' });
    expect(star.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Destaque: X-Burger' }));
    expect(onFeature).toHaveBeenCalledWith(expect.objectContaining({ id: 'a' }), true);
  });
});
