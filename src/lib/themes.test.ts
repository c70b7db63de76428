import { describe, expect, it } from 'vitest';
import { DEFAULT_THEME_ID, THEME_IDS, getTheme, themes } from '@/lib/themes';

describe('themes', () => {
  it('offers the 8 palettes, purple first and by default', () => {
    expect(themes.map((theme) => theme.id)).toEqual([...THEME_IDS]);
    expect(THEME_IDS).toEqual(['purple', 'blue', 'green', 'red', 'orange', 'teal', 'pink', 'dark']);
    expect(DEFAULT_THEME_ID).toBe('purple');
    expect(getTheme('purple').name).toBe('Roxo Delivery');
    expect(getTheme('dark').name).toBe('Modo Escuro');
  });

  it('gives every palette a distinct name and primary colour', () => {
    expect(new Set(themes.map((theme) => theme.name)).size).toBe(themes.length);
    expect(new Set(themes.map((theme) => theme.colors.primary)).size).toBe(themes.length);
  });

  it('only Modo Escuro is dark', () => {
    expect(themes.filter((theme) => theme.dark).map((theme) => theme.id)).toEqual(['dark']);
  });

  it('falls back to the default palette for unknown ids', () => {
    expect(getTheme('nope').id).toBe('purple');
    expect(getTheme(undefined).id).toBe('purple');
  });
});
