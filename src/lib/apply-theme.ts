import { getTheme, themeVariables, type Theme, type ThemeId } from '@/lib/themes';

/**
 * Paints a palette on the page: its CSS variables on <html>, the `dark` class for Modo Escuro (Tailwind's
 * dark: variants), data-theme, and the browser's theme-color. Persisting the choice is the caller's job.
 */
export function applyTheme(id: ThemeId, root: HTMLElement = document.documentElement): Theme {
  const theme = getTheme(id);
  for (const [name, value] of Object.entries(themeVariables(theme))) {
    root.style.setProperty(name, value);
  }
  root.style.colorScheme = theme.dark ? 'dark' : 'light';
  root.classList.toggle('dark', theme.dark);
  root.dataset.theme = theme.id;
  document
    .querySelector('meta[name="theme-color"]')
    ?.setAttribute('content', `hsl(${theme.colors.primary})`);
  return theme;
}
