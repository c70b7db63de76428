// Menu categories (a single 'Geral' by default, kept in localStorage 'menuCategories').
// Decision: no table of their own. A category exists because products use it; the list offered
// in the form is 'Geral' + the categories of the products + the ones typed on this device
// (mirrored in 'menuCategories', so a category typed but not yet used is not lost).
export const DEFAULT_CATEGORY = 'Geral';
export const MENU_CATEGORIES_KEY = 'menuCategories';

interface StoredCategory {
  id: string;
  name: string;
}

export function readStoredCategories(): string[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(MENU_CATEGORIES_KEY) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed.flatMap((c: unknown) => {
      if (typeof c === 'string') return [c];
      if (c && typeof c === 'object' && typeof (c as StoredCategory).name === 'string')
        return [(c as StoredCategory).name];
      return [];
    });
  } catch {
    return [];
  }
}

/** Unique, trimmed, 'Geral' first, the rest in pt-BR alphabetical order. */
export function mergeCategories(...lists: ReadonlyArray<readonly string[]>): string[] {
  const byKey = new Map<string, string>();
  for (const name of lists.flat()) {
    const trimmed = name.trim();
    if (trimmed.length >= 2 && !byKey.has(trimmed.toLocaleLowerCase('pt-BR')))
      byKey.set(trimmed.toLocaleLowerCase('pt-BR'), trimmed);
  }
  byKey.delete(DEFAULT_CATEGORY.toLocaleLowerCase('pt-BR'));
  return [DEFAULT_CATEGORY, ...[...byKey.values()].sort((a, b) => a.localeCompare(b, 'pt-BR'))];
}

export function writeStoredCategories(names: readonly string[]): void {
  const value = JSON.stringify(
    names.map((name) => ({ id: name.toLocaleLowerCase('pt-BR'), name })),
  );
  try {
    if (localStorage.getItem(MENU_CATEGORIES_KEY) !== value)
      localStorage.setItem(MENU_CATEGORIES_KEY, value);
  } catch {
    // storage full or blocked: the list still works for this page view
  }
}
