import { beforeEach, describe, expect, it } from 'vitest';
import {
  MENU_CATEGORIES_KEY,
  mergeCategories,
  readStoredCategories,
  writeStoredCategories,
} from './categories';

beforeEach(() => localStorage.clear());

describe('categories', () => {
  it('puts Geral first, dedupes case-insensitively and sorts the rest', () => {
    expect(mergeCategories(['Pizzas', 'bebidas'], ['geral', 'Bebidas', ' Açaí ', 'x'])).toEqual([
      'Geral',
      'Açaí',
      'bebidas',
      'Pizzas',
    ]);
    expect(mergeCategories()).toEqual(['Geral']);
  });

  it('round-trips through localStorage menuCategories as {id, name}', () => {
    writeStoredCategories(['Geral', 'Pizzas']);
    expect(JSON.parse(localStorage.getItem(MENU_CATEGORIES_KEY)!)).toEqual([
      { id: 'geral', name: 'Geral' },
      { id: 'pizzas', name: 'Pizzas' },
    ]);
    expect(readStoredCategories()).toEqual(['Geral', 'Pizzas']);
    localStorage.setItem(MENU_CATEGORIES_KEY, 'nope');
    expect(readStoredCategories()).toEqual([]);
  });
});
