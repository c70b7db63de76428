import { fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ThemePage } from './theme-page';

const mutate = vi.fn();
vi.mock('@/data/settings/update-company-settings', () => ({
  useUpdateCompanySettings: () => ({ mutate }),
}));

const primary = () => document.documentElement.style.getPropertyValue('--primary');

beforeEach(() => {
  mutate.mockClear();
  localStorage.setItem('selected-theme', 'purple');
});

describe('ThemePage', () => {
  it('applies a palette at once with auto-apply, here and on the server', () => {
    render(<ThemePage />);
    expect(screen.getAllByRole('radio')).toHaveLength(8);
    expect(screen.getByRole('button', { name: 'Aplicar Tema' })).toHaveProperty('disabled', true);

    fireEvent.click(screen.getByRole('radio', { name: /Verde Fresco/ }));
    expect(primary()).toBe('142 71% 30%');
    expect(localStorage.getItem('selected-theme')).toBe('green');
    expect(mutate).toHaveBeenCalledWith({ patch: { theme: 'green' }, success: null });
  });

  it("with auto-apply off, waits for 'Aplicar Tema'", () => {
    render(<ThemePage />);
    fireEvent.click(screen.getByRole('switch', { name: /Aplicar automaticamente/ }));
    fireEvent.click(screen.getByRole('radio', { name: /Modo Escuro/ }));
    expect(localStorage.getItem('selected-theme')).toBe('purple');
    expect(mutate).not.toHaveBeenCalled();

    const apply = screen.getByRole('button', { name: 'Aplicar Tema' });
    expect(apply).toHaveProperty('disabled', false);
    fireEvent.click(apply);
    expect(localStorage.getItem('selected-theme')).toBe('dark');
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    expect(mutate).toHaveBeenCalledWith({ patch: { theme: 'dark' }, success: null });
    expect(apply).toHaveProperty('disabled', true);
  });
});
