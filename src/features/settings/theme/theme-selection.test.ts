import { describe, expect, it } from 'vitest';
import { canApplyTheme, selectTheme, storedThemeId, storeThemeId } from './theme-selection';

describe('theme selection', () => {
  it('with auto-apply on, selecting a card applies it at once', () => {
    const { state, apply } = selectTheme(
      { selected: 'purple', applied: 'purple', autoApply: true },
      'green',
    );
    expect(apply).toBe('green');
    expect(state).toEqual({ selected: 'green', applied: 'green', autoApply: true });
    expect(canApplyTheme(state)).toBe(false);
  });

  it('with auto-apply off, selecting waits for "Aplicar Tema", enabled only for another theme', () => {
    const start = { selected: 'purple', applied: 'purple', autoApply: false } as const;
    expect(canApplyTheme(start)).toBe(false);
    const { state, apply } = selectTheme(start, 'dark');
    expect(apply).toBeNull();
    expect(state).toEqual({ selected: 'dark', applied: 'purple', autoApply: false });
    expect(canApplyTheme(state)).toBe(true);
    expect(canApplyTheme(selectTheme(state, 'purple').state)).toBe(false);
  });

  it('re-selecting the applied theme applies nothing', () => {
    expect(
      selectTheme({ selected: 'blue', applied: 'blue', autoApply: true }, 'blue').apply,
    ).toBeNull();
  });

  it("keeps the choice in localStorage 'selected-theme', purple by default", () => {
    localStorage.removeItem('selected-theme');
    expect(storedThemeId()).toBe('purple');
    storeThemeId('teal');
    expect(localStorage.getItem('selected-theme')).toBe('teal');
    expect(storedThemeId()).toBe('teal');
    localStorage.setItem('selected-theme', 'neon');
    expect(storedThemeId()).toBe('purple');
  });
});
