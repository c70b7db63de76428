import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { SoldOutControl } from './sold-out-control';
import { SoldOutNowCard } from './sold-out-now-card';
import { StockDialog } from './stock-dialog';
import { stubResizeObserver } from '@/test/resize-observer';

// The server, as far as these controls talk to it: its RPCs.
const server = vi.hoisted(() => ({
  rpc: [] as Array<{ fn: string; args: Record<string, unknown> | undefined }>,
}));
vi.mock('@/lib/supabase', () => ({
  supabase: {
    rpc: (fn: string, args?: Record<string, unknown>) => {
      server.rpc.push({ fn, args });
      return Promise.resolve({ data: fn === 'clear_sold_out' ? 2 : null, error: null });
    },
  },
}));

function withClient(children: ReactNode) {
  return <QueryClientProvider client={createQueryClient()}>{children}</QueryClientProvider>;
}

const now = new Date('2026-11-27T15:00:00Z');

beforeAll(stubResizeObserver);

beforeEach(() => {
  server.rpc = [];
});

describe('SoldOutControl', () => {
  it('marks an item esgotado until tomorrow in one tap, and a marked one offers Reativar', async () => {
    const { rerender } = render(
      withClient(<SoldOutControl item={{ kind: 'product', id: 'p1', name: 'Calabresa' }} />),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Esgotado até amanhã: Calabresa' }));
    await waitFor(() =>
      expect(server.rpc).toContainEqual({
        fn: 'set_availability',
        args: { p_kind: 'product', p_id: 'p1', p_until: 'tomorrow' },
      }),
    );
    rerender(
      withClient(
        <SoldOutControl
          item={{
            kind: 'option',
            id: 'o1',
            name: 'Bacon',
            label: 'Adicionais',
            unavailable_until: 'infinity',
            sold_out: true,
          }}
        />,
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Reativar Bacon (Adicionais)' }));
    await waitFor(() =>
      expect(server.rpc).toContainEqual({
        fn: 'set_availability',
        args: { p_kind: 'option', p_id: 'o1' },
      }),
    );
  });
});

describe('SoldOutNowCard', () => {
  it('lists what is sold out now and brings everything marked back with Reativar todos', async () => {
    render(
      withClient(
        <SoldOutNowCard
          now={now}
          items={[
            {
              kind: 'product',
              id: 'p1',
              name: 'Torta de Limão',
              unavailable_until: '2026-11-28T08:00:00Z',
              sold_out: true,
            },
            { kind: 'option', id: 'o1', name: 'Catupiry', stock_quantity: 0, sold_out: true },
          ]}
        />,
      ),
    );
    expect(screen.getByRole('heading', { name: 'Esgotados agora' })).toBeTruthy();
    expect(screen.getByText(/^Esgotado até \d\d:00 de /)).toBeTruthy();
    expect(screen.getByText('Complemento · Sem estoque')).toBeTruthy();
    // Only a marked item has Reativar: one out of stock needs its count.
    expect(screen.queryByRole('button', { name: 'Reativar Catupiry' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Reativar todos' }));
    await waitFor(() =>
      expect(server.rpc).toContainEqual({ fn: 'clear_sold_out', args: undefined }),
    );
  });

  it('is absent when nothing is sold out', () => {
    render(withClient(<SoldOutNowCard items={[]} />));
    expect(screen.queryByRole('heading', { name: 'Esgotados agora' })).toBeNull();
  });
});

describe('StockDialog', () => {
  it('saves a count and "permitir vender sem estoque"; blank stops counting; refuses words', async () => {
    render(
      withClient(
        <StockDialog
          item={{ kind: 'product', id: 'p1', name: 'Pudim', stock_quantity: 3 }}
          open
          onOpenChange={() => {}}
        />,
      ),
    );
    const quantity = screen.getByRole('textbox', { name: 'Quantidade em estoque' });
    expect((quantity as HTMLInputElement).value).toBe('3');
    fireEvent.change(quantity, { target: { value: 'dez' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar estoque' }));
    expect(
      await screen.findByText('Informe um número inteiro de 0 a 99999, ou deixe em branco.'),
    ).toBeTruthy();
    expect(server.rpc).toEqual([]);

    fireEvent.change(quantity, { target: { value: '12' } });
    fireEvent.click(screen.getByRole('switch', { name: /Permitir vender sem estoque/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Salvar estoque' }));
    await waitFor(() =>
      expect(server.rpc).toContainEqual({
        fn: 'set_stock',
        args: { p_kind: 'product', p_id: 'p1', p_quantity: 12, p_allow_oversell: true },
      }),
    );
    fireEvent.change(quantity, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar estoque' }));
    await waitFor(() =>
      expect(server.rpc).toContainEqual({
        fn: 'set_stock',
        args: { p_kind: 'product', p_id: 'p1', p_quantity: null, p_allow_oversell: true },
      }),
    );
  });
});
