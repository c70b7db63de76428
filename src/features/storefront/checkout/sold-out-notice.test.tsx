import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { soldOutLines } from './sold-out-lines';
import { SoldOutNotice } from './sold-out-notice';

const option = (id: string) => ({ id, group: 'Sabor', name: id, price: 0, quantity: 1 });

describe('soldOutLines', () => {
  it('finds the lines holding a product or a choice that ran out, and only those', () => {
    const lines = [
      { id: 'pizza', options: [option('calabresa')] },
      { id: 'pizza', options: [option('mussarela')] },
      { id: 'torta' },
      { id: 'suco' },
    ];
    const found = soldOutLines(lines, [
      { kind: 'option', id: 'calabresa', name: 'Calabresa', left: 0 },
      { kind: 'product', id: 'torta', name: 'Torta', left: 0 },
    ]);
    expect(found).toEqual([lines[0], lines[2]]);
  });
});

describe('SoldOutNotice', () => {
  it('names what ran out and removes it in one tap', () => {
    const onRemove = vi.fn();
    render(
      <SoldOutNotice
        refusal={{ message: 'Calabresa esgotou.', items: [] }}
        count={1}
        onRemove={onRemove}
      />,
    );
    expect(screen.getByRole('alert').textContent).toContain('Calabresa esgotou.');
    fireEvent.click(screen.getByRole('button', { name: 'Remover item esgotado' }));
    expect(onRemove).toHaveBeenCalledOnce();
  });
});
