import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { NO_FILTERS, type OrderFilterValues } from './order-filter-values';
import { OrderFilters } from './order-filters';

function Harness({ onChange }: { onChange: (value: OrderFilterValues) => void }) {
  const [value, setValue] = useState(NO_FILTERS);
  return (
    <OrderFilters
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('OrderFilters', () => {
  it('takes a search, a status and a range of days, and clears them all at once', () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    expect(screen.queryByRole('button', { name: 'Limpar filtros' })).toBeNull();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Buscar' }), {
      target: { value: '98765' },
    });
    fireEvent.change(screen.getByRole('combobox', { name: 'Status' }), {
      target: { value: 'processing' },
    });
    fireEvent.change(screen.getByLabelText('De'), { target: { value: '2026-11-20' } });
    fireEvent.change(screen.getByLabelText('Até'), { target: { value: '2026-11-27' } });
    expect(onChange).toHaveBeenLastCalledWith({
      search: '98765',
      status: 'processing',
      from: '2026-11-20',
      to: '2026-11-27',
    });
    // The end can't come before the start.
    expect(screen.getByLabelText('Até').getAttribute('min')).toBe('2026-11-20');
    expect(screen.getByRole('option', { name: 'Em preparo' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Limpar filtros' }));
    expect(onChange).toHaveBeenLastCalledWith(NO_FILTERS);
  });
});
