import { afterEach, describe, expect, it } from 'vitest';
import { applyTheme } from '@/lib/apply-theme';
import {
  THEME_STORAGE_KEY,
  getTheme,
  themeBootScript,
  themeVariables,
  themes,
  type ThemeId,
} from '@/lib/themes';

const root = document.documentElement;

function resetRoot() {
  root.removeAttribute('style');
  root.removeAttribute('class');
  root.removeAttribute('data-theme');
  document.head.innerHTML = '<meta name="theme-color" content="#000000">';
}

function snapshotRoot() {
  return {
    style: root.getAttribute('style'),
    className: root.className,
    theme: root.dataset.theme,
    themeColor: document.querySelector('meta[name="theme-color"]')?.getAttribute('content'),
  };
}

function runBootScript(stored: string | null) {
  if (stored === null) localStorage.removeItem(THEME_STORAGE_KEY);
  else localStorage.setItem(THEME_STORAGE_KEY, stored);
  new Function(themeBootScript())();
}

afterEach(() => {
  resetRoot();
  localStorage.clear();
});

describe('applyTheme', () => {
  it('sets the palette variables on <html>', () => {
    resetRoot();
    applyTheme('blue');
    const blue = getTheme('blue');
    expect(root.style.getPropertyValue('--primary')).toBe(blue.colors.primary);
    expect(root.style.getPropertyValue('--background')).toBe(blue.colors.background);
    expect(root.style.getPropertyValue('--ring')).toBe(blue.colors.primary);
    expect(root.dataset.theme).toBe('blue');
    expect(root.classList.contains('dark')).toBe(false);
    expect(document.querySelector('meta[name="theme-color"]')?.getAttribute('content')).toBe(
      `hsl(${blue.colors.primary})`,
    );
  });

  it('turns dark mode on for Modo Escuro and off again for a light palette', () => {
    resetRoot();
    applyTheme('dark');
    expect(root.classList.contains('dark')).toBe(true);
    expect(root.style.getPropertyValue('--background')).toBe(getTheme('dark').colors.background);
    applyTheme('purple');
    expect(root.classList.contains('dark')).toBe(false);
    expect(root.style.getPropertyValue('--primary')).toBe(getTheme('purple').colors.primary);
  });
});

describe('themeBootScript', () => {
  it.each(themes.map((theme) => theme.id))('paints %s exactly as applyTheme does', (id) => {
    resetRoot();
    runBootScript(id);
    const painted = snapshotRoot();
    resetRoot();
    applyTheme(id as ThemeId);
    expect(painted).toEqual(snapshotRoot());
    expect(Object.keys(themeVariables(getTheme(id))).length).toBeGreaterThan(10);
  });

  it.each([null, 'verde-limao', 'toString'])('falls back to purple when %s is stored', (stored) => {
    resetRoot();
    runBootScript(stored);
    expect(root.dataset.theme).toBe('purple');
    expect(root.style.getPropertyValue('--primary')).toBe(getTheme('purple').colors.primary);
  });
});
