// The earlier app's product list in localStorage 'products' (docs/screens.md): {id, name, price,
// description, category, image: string | {value}}. Read defensively: it was written by older code.
import { parseMoney } from '@/domain/money';
import type { Product, ProductInsert } from '@/data/products/schema';

export const LOCAL_PRODUCTS_KEY = 'products';
export const MIGRATED_FLAG_KEY = 'productsMigratedToSupabase';
export { PRODUCTS_UPDATED_EVENT } from '@/data/products/realtime';

export interface LegacyProduct {
  id?: unknown;
  name?: unknown;
  price?: unknown;
  description?: unknown;
  category?: unknown;
  image?: unknown;
  image_url?: unknown;
  is_available?: unknown;
}

/** 12.5, or text as parseMoney reads it ("12,50", "R$ 12.50") → 12.5; anything else → NaN. */
export function parseLegacyPrice(value: unknown): number {
  if (typeof value === 'number') return value;
  return typeof value === 'string' ? parseMoney(value) : Number.NaN;
}

/** The image of a legacy product: a string, or an object with a string value; else null. */
export function legacyImage(product: LegacyProduct): string | null {
  const image = product.image ?? product.image_url;
  if (typeof image === 'string') return image || null;
  if (
    image &&
    typeof image === 'object' &&
    typeof (image as { value?: unknown }).value === 'string'
  ) {
    return (image as { value: string }).value || null;
  }
  return null;
}

/** A legacy product as a row to insert, or null when it cannot be one (no name, no valid price). */
export function legacyToInsert(
  product: LegacyProduct,
  imageUrl = legacyImage(product),
): ProductInsert | null {
  const name = typeof product.name === 'string' ? product.name.trim() : '';
  const price = Math.round(parseLegacyPrice(product.price) * 100) / 100;
  if (name.length < 3 || !(price > 0)) return null;
  const category =
    typeof product.category === 'string' && product.category.trim().length >= 2
      ? product.category.trim()
      : 'Geral';
  return {
    name: name.slice(0, 120),
    description:
      typeof product.description === 'string' ? product.description.slice(0, 1000) : null,
    price,
    image_url: imageUrl,
    category: category.slice(0, 60),
    is_available: product.is_available !== false,
  };
}

export function readLocalProducts(): LegacyProduct[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(LOCAL_PRODUCTS_KEY) ?? '[]');
    return Array.isArray(parsed)
      ? parsed.filter((p): p is LegacyProduct => !!p && typeof p === 'object')
      : [];
  } catch (error) {
    console.error('Could not read local products', error);
    return [];
  }
}

/** The remote list written back in the legacy shape, so local readers keep working. */
export function writeLocalMirror(products: readonly Product[]): void {
  const legacy = products.map((p) => ({
    id: p.id,
    name: p.name,
    price: p.price,
    description: p.description ?? '',
    category: p.category,
    image: p.image_url ?? '',
    is_available: p.is_available,
  }));
  try {
    const next = JSON.stringify(legacy);
    if (localStorage.getItem(LOCAL_PRODUCTS_KEY) !== next)
      localStorage.setItem(LOCAL_PRODUCTS_KEY, next);
  } catch (error) {
    console.error('Could not mirror products locally', error);
  }
}

/** Local products shown when the server cannot be reached (the fallback to the local list). */
export function localFallback(): Product[] {
  return readLocalProducts().flatMap((p, index) => {
    const row = legacyToInsert(p);
    if (!row) return [];
    return [
      {
        id: typeof p.id === 'string' || typeof p.id === 'number' ? String(p.id) : `local-${index}`,
        name: row.name,
        description: row.description ?? null,
        price: row.price,
        image_url: row.image_url ?? null,
        category: row.category ?? 'Geral',
        is_available: row.is_available ?? true,
        sort_order: 0,
        is_featured: false,
        created_at: new Date(0).toISOString(),
      },
    ];
  });
}
