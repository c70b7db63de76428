// The menu's order, as the owner set it: categories in the listed order (company_settings
// .category_order), the ones not listed after them; products keep their
// sort_order inside a category. "Destaques" repeats the featured products at the top.

export const FEATURED_SECTION = 'Destaques';

/** The owner's place of a category: its index in the list, any case; unlisted ones come last. */
export function categoryRank(category: string, order: readonly string[]): number {
  const key = category.trim().toLocaleLowerCase('pt-BR');
  const index = order.findIndex((name) => name.trim().toLocaleLowerCase('pt-BR') === key);
  return index === -1 ? order.length : index;
}

/**
 * Categories in the owner's order; the unlisted ones after them, in the order given (the server
 * lists categories alphabetically).
 */
export function sortCategories<T>(
  items: readonly T[],
  categoryOf: (item: T) => string,
  order: readonly string[],
): T[] {
  // Array.prototype.sort is stable: equal ranks keep their order.
  return [...items].sort(
    (a, b) => categoryRank(categoryOf(a), order) - categoryRank(categoryOf(b), order),
  );
}

/** The list with the item at `index` moved one place up (-1) or down (+1); unchanged at an end. */
export function moveItem<T>(items: readonly T[], index: number, step: -1 | 1): T[] {
  const target = index + step;
  if (index < 0 || index >= items.length || target < 0 || target >= items.length) return [...items];
  const moved = [...items];
  [moved[index], moved[target]] = [moved[target]!, moved[index]!];
  return moved;
}
