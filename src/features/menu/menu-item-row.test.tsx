import { screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createQueryClient } from '@/lib/query-client';
import { renderApp } from '@/test/render-app';
import { describe, expect, it } from 'vitest';
import type { Product } from '@/data/products/schema';
import { MenuItemRow } from './menu-item-row';

/** The row's Esgotado control saves through React Query. */
const render = (ui: ReactElement) => renderApp(ui, { queryClient: createQueryClient() });

const item: Product = {
  id: 'p1',
  name: 'Pudim de Leite',
  description: 'Fatia generosa.',
  price: 12.9,
  image_url: null,
  category: 'Sobremesas',
  is_available: true,
  sort_order: 0,
  is_featured: false,
  created_at: '2026-11-24T00:00:00Z',
};

function renderRow(isAvailable: boolean) {
  render(
    <ul>
      <MenuItemRow
        item={{ ...item, is_available: isAvailable }}
        position={0}
        count={1}
        onMove={() => {}}
        onFeature={() => {}}
        onToggle={() => {}}
        onDelete={() => {}}
      />
    </ul>,
  );
}

describe('MenuItemRow', () => {
  it('labels the switch with the state it is in', () => {
    renderRow(false);
    const toggle = screen.getByRole('switch', { name: 'Disponível: Pudim de Leite' });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    expect(screen.getByText('Oculto no cardápio', { selector: 'label' })).toBeTruthy();
  });

  it('says Disponível when it is on', () => {
    renderRow(true);
    expect(screen.getByText('Disponível', { selector: 'label' })).toBeTruthy();
  });
});
