import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createProducts } from '@/data/products/create-products';
import { getProducts } from '@/data/products/get-products';
import type { Product } from '@/data/products/schema';
import { LOCAL_PRODUCTS_KEY, MIGRATED_FLAG_KEY } from './legacy-products';
import { loadProducts } from './use-products';

vi.mock('@/lib/supabase', () => ({ supabase: {} }));
vi.mock('@/data/products/get-products', () => ({ getProducts: vi.fn() }));
vi.mock('@/data/products/create-products', () => ({ createProducts: vi.fn() }));
vi.mock('@/lib/image-upload', () => ({
  dataUrlToBlob: vi.fn(async () => new Blob(['png'], { type: 'image/png' })),
}));
vi.mock('@/data/storage/images', () => ({
  PRODUCT_IMAGES_BUCKET: 'product-images',
  uploadImage: vi.fn(
    async () => 'https://shop/storage/v1/object/public/product-images/products/a.png',
  ),
}));

const remote: Product = {
  id: 'r1',
  name: 'Pizza',
  description: 'Grande',
  price: 40,
  image_url: 'https://shop/p.png',
  category: 'Pizzas',
  is_available: true,
  sort_order: 0,
  is_featured: false,
  created_at: '2026-01-01T00:00:00Z',
};

const local = () => JSON.parse(localStorage.getItem(LOCAL_PRODUCTS_KEY) ?? 'null') as unknown;

beforeEach(() => {
  localStorage.clear();
  vi.mocked(getProducts).mockReset();
  vi.mocked(createProducts).mockReset();
});

describe('loadProducts', () => {
  it('migrates the legacy list once when the server has none, uploading data-URL images', async () => {
    localStorage.setItem(
      LOCAL_PRODUCTS_KEY,
      JSON.stringify([
        {
          id: 1,
          name: 'Coxinha',
          price: '6,50',
          description: 'Frango',
          image: { value: 'data:image/png;base64,iVBOR' },
        },
        { id: 2, name: 'Suco', price: 8, category: 'Bebidas', image: 'https://old/suco.png' },
        { id: 3, name: 'X', price: 1 },
      ]),
    );
    vi.mocked(getProducts).mockResolvedValueOnce([]).mockResolvedValueOnce([remote]);
    vi.mocked(createProducts).mockResolvedValueOnce([remote, remote]);

    expect(await loadProducts()).toEqual([remote]);
    expect(createProducts).toHaveBeenCalledTimes(1);
    expect(vi.mocked(createProducts).mock.calls[0]![0]).toEqual([
      expect.objectContaining({
        name: 'Coxinha',
        price: 6.5,
        category: 'Geral',
        image_url: 'https://shop/storage/v1/object/public/product-images/products/a.png',
      }),
      expect.objectContaining({
        name: 'Suco',
        price: 8,
        category: 'Bebidas',
        image_url: 'https://old/suco.png',
      }),
    ]);
    expect(localStorage.getItem(MIGRATED_FLAG_KEY)).toBeTruthy();
    expect(local()).toEqual([
      expect.objectContaining({ id: 'r1', name: 'Pizza', image: 'https://shop/p.png' }),
    ]);
  });

  it('never migrates the mirror back after the server held products', async () => {
    vi.mocked(getProducts).mockResolvedValueOnce([remote]).mockResolvedValueOnce([]);
    await loadProducts();
    expect(await loadProducts()).toEqual([]);
    expect(createProducts).not.toHaveBeenCalled();
    expect(local()).toEqual([]);
  });

  it('shows the local list when the server fails', async () => {
    localStorage.setItem(
      LOCAL_PRODUCTS_KEY,
      JSON.stringify([{ id: 9, name: 'Pastel', price: '7' }]),
    );
    vi.mocked(getProducts).mockRejectedValueOnce(new Error('offline'));
    vi.spyOn(console, 'error').mockImplementationOnce(() => undefined);
    expect(await loadProducts()).toMatchObject([{ id: '9', name: 'Pastel', price: 7 }]);
  });
});
