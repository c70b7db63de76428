// The 8 colour palettes of /settings/theme and the CSS variables each one sets. This file is the
// single source of theme values: Tailwind reads them as hsl(var(--token)), applyTheme() sets them at
// run time, and vite.config.ts inlines themeBootScript() into index.html so the stored theme is
// painted before the app loads. It is imported by vite.config.ts too, so it stays free of DOM code
// (and imports by relative path only).
import { SHOP_THEME_ATTRIBUTE } from './page-markers.ts';
import { scriptJson as json } from './page-scripts.ts';

/** An HSL triplet as the CSS variables hold it, e.g. '262 83% 58%', used as hsl(var(--primary)). */
export type Hsl = `${number} ${number}% ${number}%`;

export const THEME_IDS = [
  'purple',
  'blue',
  'green',
  'red',
  'orange',
  'teal',
  'pink',
  'dark',
] as const;
export type ThemeId = (typeof THEME_IDS)[number];

export const DEFAULT_THEME_ID: ThemeId = 'purple';
/** localStorage key of the applied theme id (the earlier app's name). */
export const THEME_STORAGE_KEY = 'selected-theme';

export interface ThemeColors {
  primary: Hsl;
  secondary: Hsl;
  accent: Hsl;
  background: Hsl;
}

export interface Theme {
  id: ThemeId;
  name: string;
  description: string;
  colors: ThemeColors;
  dark: boolean;
}

export const themes: readonly Theme[] = [
  {
    id: 'purple',
    name: 'Roxo Delivery',
    description: 'O tema padrão, moderno e marcante',
    colors: {
      primary: '262 83% 58%',
      secondary: '260 90% 96%',
      accent: '270 95% 92%',
      background: '260 40% 99%',
    },
    dark: false,
  },
  {
    id: 'blue',
    name: 'Azul Oceano',
    description: 'Transmite confiança e tranquilidade',
    colors: {
      primary: '221 83% 53%',
      secondary: '214 95% 95%',
      accent: '199 90% 92%',
      background: '210 40% 99%',
    },
    dark: false,
  },
  {
    id: 'green',
    name: 'Verde Fresco',
    description: 'Ideal para comida saudável e natural',
    colors: {
      primary: '142 71% 30%',
      secondary: '141 80% 94%',
      accent: '84 80% 88%',
      background: '140 30% 99%',
    },
    dark: false,
  },
  {
    id: 'red',
    name: 'Vermelho Paixão',
    description: 'Desperta o apetite, perfeito para lanches e pizzas',
    colors: {
      primary: '0 72% 51%',
      secondary: '0 90% 96%',
      accent: '24 95% 92%',
      background: '0 30% 99%',
    },
    dark: false,
  },
  {
    id: 'orange',
    name: 'Laranja Vibrante',
    description: 'Energia e alegria para o seu cardápio',
    colors: {
      primary: '20 90% 42%',
      secondary: '33 100% 94%',
      accent: '45 95% 88%',
      background: '30 50% 99%',
    },
    dark: false,
  },
  {
    id: 'teal',
    name: 'Verde-água',
    description: 'Leve e refrescante, ótimo para açaí e sucos',
    colors: {
      primary: '175 80% 29%',
      secondary: '167 85% 93%',
      accent: '186 80% 90%',
      background: '180 30% 99%',
    },
    dark: false,
  },
  {
    id: 'pink',
    name: 'Rosa Doce',
    description: 'Delicado, feito para doces e confeitarias',
    colors: {
      primary: '333 71% 51%',
      secondary: '327 85% 96%',
      accent: '340 90% 93%',
      background: '330 50% 99%',
    },
    dark: false,
  },
  {
    id: 'dark',
    name: 'Modo Escuro',
    description: 'Confortável para os olhos à noite',
    colors: {
      primary: '263 70% 58%',
      secondary: '240 4% 16%',
      accent: '240 4% 20%',
      background: '240 10% 4%',
    },
    dark: true,
  },
];

export function isThemeId(value: unknown): value is ThemeId {
  return typeof value === 'string' && (THEME_IDS as readonly string[]).includes(value);
}

/** The theme with this id, or the default one for unknown or missing ids. */
export function getTheme(id: unknown): Theme {
  const wanted = isThemeId(id) ? id : DEFAULT_THEME_ID;
  return themes.find((theme) => theme.id === wanted) ?? themes[0];
}

// Neutral tokens shared by every light palette, and by the dark one.
const NEUTRALS = {
  light: {
    foreground: '240 10% 4%',
    card: '0 0% 100%',
    muted: '240 5% 96%',
    mutedForeground: '240 4% 46%',
    border: '240 6% 90%',
    destructive: '0 72% 51%',
    sidebar: '0 0% 100%',
    // Status hues: the strong colour (icons, borders, tints) and the text colour readable on its tint.
    success: '142 71% 45%',
    successForeground: '142 72% 26%',
    warning: '45 93% 47%',
    warningForeground: '32 81% 29%',
    info: '217 91% 60%',
    infoForeground: '224 76% 42%',
  },
  dark: {
    foreground: '0 0% 98%',
    card: '240 8% 8%',
    muted: '240 4% 16%',
    mutedForeground: '240 5% 65%',
    border: '240 4% 18%',
    destructive: '0 63% 45%',
    sidebar: '240 8% 6%',
    success: '142 69% 58%',
    successForeground: '142 77% 73%',
    warning: '48 96% 53%',
    warningForeground: '50 98% 64%',
    info: '213 94% 68%',
    infoForeground: '212 96% 78%',
  },
} as const;

/** Readable text on a tinted surface: the tint's hue, dark in light themes, near-white in the dark one. */
function textOn(surface: Hsl, dark: boolean): string {
  if (dark) return NEUTRALS.dark.foreground;
  const [hue, saturation] = surface.split(' ');
  return `${hue} ${saturation} 22%`;
}

/** Every CSS custom property a theme sets on <html>, e.g. { '--primary': '262 83% 58%', … }. */
export function themeVariables(theme: Theme): Record<`--${string}`, string> {
  const neutral = theme.dark ? NEUTRALS.dark : NEUTRALS.light;
  const { primary, secondary, accent, background } = theme.colors;
  return {
    '--background': background,
    '--foreground': neutral.foreground,
    '--card': neutral.card,
    '--card-foreground': neutral.foreground,
    '--popover': neutral.card,
    '--popover-foreground': neutral.foreground,
    '--primary': primary,
    '--primary-foreground': '0 0% 100%',
    '--secondary': secondary,
    '--secondary-foreground': textOn(secondary, theme.dark),
    '--accent': accent,
    '--accent-foreground': textOn(accent, theme.dark),
    '--muted': neutral.muted,
    '--muted-foreground': neutral.mutedForeground,
    '--destructive': neutral.destructive,
    '--destructive-foreground': '0 0% 100%',
    '--border': neutral.border,
    '--input': neutral.border,
    '--ring': primary,
    '--success': neutral.success,
    '--success-foreground': neutral.successForeground,
    '--warning': neutral.warning,
    '--warning-foreground': neutral.warningForeground,
    '--info': neutral.info,
    '--info-foreground': neutral.infoForeground,
    // The admin sidebar: a plain surface whose hover is the palette's secondary tint and whose
    // active item is the primary colour.
    '--sidebar': neutral.sidebar,
    '--sidebar-foreground': neutral.foreground,
    '--sidebar-primary': primary,
    '--sidebar-primary-foreground': '0 0% 100%',
    '--sidebar-accent': secondary,
    '--sidebar-accent-foreground': textOn(secondary, theme.dark),
    '--sidebar-border': neutral.border,
    '--sidebar-ring': primary,
  };
}

/**
 * A classic inline script for index.html that applies the shop's theme (SHOP_THEME_ATTRIBUTE) or
 * else the stored one before first paint. It must do exactly what applyTheme() does
 * (apply-theme.test.ts checks that they agree).
 */
export function themeBootScript(): string {
  const table = Object.fromEntries(
    themes.map((theme) => [theme.id, { dark: theme.dark, vars: themeVariables(theme) }]),
  );
  return [
    '(function(){',
    `var t=${json(table)},d=document.documentElement,id=d.getAttribute(${json(SHOP_THEME_ATTRIBUTE)});`,
    `if(!id)try{id=localStorage.getItem(${json(THEME_STORAGE_KEY)})}catch(e){}`,
    `if(!Object.prototype.hasOwnProperty.call(t,id))id=${json(DEFAULT_THEME_ID)};`,
    'var th=t[id],v=th.vars;',
    'for(var k in v)d.style.setProperty(k,v[k]);',
    "d.style.colorScheme=th.dark?'dark':'light';",
    "d.classList.toggle('dark',th.dark);",
    'd.dataset.theme=id;',
    'var m=document.querySelector(\'meta[name="theme-color"]\');',
    "if(m)m.setAttribute('content','hsl('+v['--primary']+')');",
    '})();',
  ].join('');
}
