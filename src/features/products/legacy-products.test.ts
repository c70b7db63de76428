import { beforeEach, describe, expect, it } from 'vitest';
import type { Product } from '@/data/products/schema';
import {
  LOCAL_PRODUCTS_KEY,
  legacyImage,
  legacyToInsert,
  localFallback,
  parseLegacyPrice,
  readLocalProducts,
  writeLocalMirror,
} from './legacy-products';

beforeEach(() => localStorage.clear());

describe('legacy product mapping', () => {
  it('reads the image as a string, an object with a value, or nothing', () => {
    expect(legacyImage({ image: 'https://x/y.png' })).toBe('https://x/y.png');
    expect(legacyImage({ image: { value: 'data:image/png;base64,AAA' } })).toBe(
      'data:image/png;base64,AAA',
    );
    expect(legacyImage({})).toBeNull();
    expect(legacyImage({ image: '' })).toBeNull();
    expect(legacyImage({ image: { other: 1 } })).toBeNull();
  });

  it('reads prices written as numbers or text', () => {
    expect(parseLegacyPrice(12.5)).toBe(12.5);
    expect(parseLegacyPrice('12.50')).toBe(12.5);
    expect(parseLegacyPrice('12,50')).toBe(12.5);
    expect(parseLegacyPrice('R$ 1.234,56')).toBe(1234.56);
    expect(parseLegacyPrice(undefined)).toBeNaN();
  });

  it('maps a legacy product to a row, defaulting the category to Geral', () => {
    expect(
      legacyToInsert({
        id: 7,
        name: ' X-Burger ',
        price: '25,9',
        description: 'Pão e carne',
        image: { value: 'https://i/1.png' },
      }),
    ).toEqual({
      name: 'X-Burger',
      description: 'Pão e carne',
      price: 25.9,
      image_url: 'https://i/1.png',
      category: 'Geral',
      is_available: true,
    });
  });

  it('skips entries that cannot become products', () => {
    expect(legacyToInsert({ name: 'ab', price: 10 })).toBeNull();
    expect(legacyToInsert({ name: 'Suco', price: '0' })).toBeNull();
    expect(legacyToInsert({ price: 10 })).toBeNull();
  });

  it('reads the local list defensively', () => {
    localStorage.setItem(LOCAL_PRODUCTS_KEY, '{broken');
    expect(readLocalProducts()).toEqual([]);
    localStorage.setItem(
      LOCAL_PRODUCTS_KEY,
      JSON.stringify([null, { name: 'Coxinha', price: '6,5' }]),
    );
    expect(localFallback()).toMatchObject([
      { id: 'local-0', name: 'Coxinha', price: 6.5, category: 'Geral' },
    ]);
  });

  it('mirrors the remote list in the legacy shape', () => {
    const product: Product = {
      id: 'p1',
      name: 'Pizza',
      description: null,
      price: 40,
      image_url: 'https://i/p.webp',
      category: 'Pizzas',
      is_available: false,
      sort_order: 0,
      is_featured: false,
      created_at: '2026-01-01T00:00:00Z',
    };
    writeLocalMirror([product]);
    expect(JSON.parse(localStorage.getItem(LOCAL_PRODUCTS_KEY)!)).toEqual([
      {
        id: 'p1',
        name: 'Pizza',
        price: 40,
        description: '',
        category: 'Pizzas',
        image: 'https://i/p.webp',
        is_available: false,
      },
    ]);
  });
});
