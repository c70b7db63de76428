import { describe, expect, it } from 'vitest';
import { categoryRank, moveItem, sortCategories } from './menu-order';

describe('sortCategories', () => {
  const categories = ['Bebidas', 'Lanches', 'Pizzas', 'Sobremesas'];
  const same = (name: string) => name;

  it('keeps the alphabetical order while the owner has set none', () => {
    expect(sortCategories(categories, same, [])).toEqual(categories);
  });

  it("puts the owner's categories first, any case, the rest after them as given", () => {
    expect(sortCategories(categories, same, ['pizzas', 'Lanches'])).toEqual([
      'Pizzas',
      'Lanches',
      'Bebidas',
      'Sobremesas',
    ]);
  });

  it('ignores names no product uses any more', () => {
    expect(categoryRank('Bebidas', ['Antigos', 'Bebidas'])).toBe(1);
    expect(sortCategories(['Bebidas', 'Lanches'], same, ['Antigos', 'Lanches'])).toEqual([
      'Lanches',
      'Bebidas',
    ]);
  });
});

describe('moveItem', () => {
  it('moves an item one place up or down, and not past an end', () => {
    expect(moveItem(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveItem(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });
});
