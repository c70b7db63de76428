// When the server has no products, the legacy local list is moved into it once (docs/screens.md).
import { dataUrlToBlob } from '@/lib/image-upload';
import { PRODUCT_IMAGE_WIDTHS } from '@/lib/image-variants';
import { PRODUCT_IMAGES_BUCKET, uploadImage } from '@/data/storage/images';
import { createProducts } from '@/data/products/create-products';
import type { ProductInsert } from '@/data/products/schema';
import {
  MIGRATED_FLAG_KEY,
  legacyImage,
  legacyToInsert,
  readLocalProducts,
} from './legacy-products';

async function storedImageUrl(image: string | null): Promise<string | null> {
  if (!image) return null;
  if (!image.startsWith('data:')) return image;
  try {
    const blob = await dataUrlToBlob(image);
    return await uploadImage(PRODUCT_IMAGES_BUCKET, blob, PRODUCT_IMAGE_WIDTHS, 'products');
  } catch (error) {
    console.error('Could not upload a legacy product image', error);
    return null; // the product is worth more than its picture
  }
}

/**
 * Once the server holds products it is the source of truth: the local list becomes its mirror and
 * must never be migrated again (else deleting every product would bring the mirror back).
 */
export function markLegacyProductsMigrated(): void {
  if (!localStorage.getItem(MIGRATED_FLAG_KEY))
    localStorage.setItem(MIGRATED_FLAG_KEY, new Date().toISOString());
}

/** Migrates once; returns how many products were created (0 when there was nothing to do). */
export async function migrateLegacyProducts(): Promise<number> {
  if (localStorage.getItem(MIGRATED_FLAG_KEY)) return 0;
  const legacy = readLocalProducts();
  const rows: ProductInsert[] = [];
  for (const product of legacy) {
    if (!legacyToInsert(product)) continue;
    const row = legacyToInsert(product, await storedImageUrl(legacyImage(product)));
    if (row) rows.push(row);
  }
  // Set before inserting: two tabs racing must not both insert the list.
  localStorage.setItem(MIGRATED_FLAG_KEY, new Date().toISOString());
  if (rows.length === 0) return 0;
  try {
    return (await createProducts(rows)).length;
  } catch (error) {
    localStorage.removeItem(MIGRATED_FLAG_KEY);
    throw error;
  }
}
