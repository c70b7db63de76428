import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { OrdersSoldOut } from './orders-sold-out';
import { renderTree } from './test-orders';
import { productRow } from '@/test/menu-rows';
import { stubResizeObserver } from '@/test/resize-observer';

// The server, as far as the board's "Esgotados" talks to it: the menu's tables and the RPCs.
const server = vi.hoisted(() => ({
  calls: [] as Array<{ fn: string; args?: Record<string, unknown> }>,
  tables: {} as Record<string, unknown[]>,
}));

vi.mock('@/lib/supabase', async () => {
  const { fakeSupabase } = await import('@/test/fake-query');
  return { supabase: fakeSupabase(server, (fn) => (fn === 'clear_sold_out' ? 1 : null)) };
});

beforeAll(stubResizeObserver);

afterEach(cleanup);

describe('OrdersSoldOut', () => {
  it('opens the menu beside the board, brings back a sold-out item and marks another', async () => {
    server.tables = {
      products: [
        productRow({ id: 'p1', name: 'Coxinha de Frango', category: 'Salgados' }),
        productRow({
          id: 'p2',
          name: 'Pastel de Carne',
          category: 'Salgados',
          unavailable_until: '2099-01-01T08:00:00Z',
          sold_out: true,
        }),
      ],
      option_groups: [],
    };
    render(renderTree(<OrdersSoldOut />).tree);
    fireEvent.click(screen.getByRole('button', { name: /^Esgotados/ }));
    const sheet = await screen.findByRole('dialog', { name: 'Esgotados' });
    await within(sheet).findByText('Coxinha de Frango');
    // Marked: listed under "Esgotados agora" and Reativar both there and on its row.
    expect(within(sheet).getAllByRole('button', { name: 'Reativar Pastel de Carne' })).toHaveLength(
      2,
    );
    fireEvent.click(within(sheet).getAllByRole('button', { name: 'Reativar Pastel de Carne' })[0]!);
    await waitFor(() =>
      expect(server.calls).toContainEqual({
        fn: 'set_availability',
        args: { p_kind: 'product', p_id: 'p2' },
      }),
    );
    fireEvent.click(
      within(sheet).getByRole('button', { name: 'Esgotado até amanhã: Coxinha de Frango' }),
    );
    await waitFor(() =>
      expect(server.calls).toContainEqual({
        fn: 'set_availability',
        args: { p_kind: 'product', p_id: 'p1', p_until: 'tomorrow' },
      }),
    );
  });
});
