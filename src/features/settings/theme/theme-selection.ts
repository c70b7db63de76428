import { getTheme, THEME_STORAGE_KEY, type ThemeId } from '@/lib/themes';

// Choosing a theme: with auto-apply on, selecting a card applies it at once; off, 'Aplicar Tema'
// is needed and is disabled while the selected theme is the applied one.

export interface ThemeSelection {
  selected: ThemeId;
  applied: ThemeId;
  autoApply: boolean;
}

/** What selecting a card does: the new state, and the theme to apply now (if any). */
export function selectTheme(
  state: ThemeSelection,
  id: ThemeId,
): { state: ThemeSelection; apply: ThemeId | null } {
  const apply = state.autoApply && id !== state.applied ? id : null;
  return { state: { ...state, selected: id, applied: apply ?? state.applied }, apply };
}

export function canApplyTheme(state: ThemeSelection): boolean {
  return state.selected !== state.applied;
}

/** This device's applied theme (localStorage 'selected-theme', default purple). */
export function storedThemeId(storage: Pick<Storage, 'getItem'> = localStorage): ThemeId {
  try {
    return getTheme(storage.getItem(THEME_STORAGE_KEY)).id;
  } catch {
    return getTheme(null).id;
  }
}

export function storeThemeId(id: ThemeId, storage: Pick<Storage, 'setItem'> = localStorage) {
  try {
    storage.setItem(THEME_STORAGE_KEY, id);
  } catch (error) {
    console.error('Could not store the theme locally', error);
  }
}
