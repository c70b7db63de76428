import { useQuery } from '@tanstack/react-query';
import { getProducts, productsQuery } from '@/data/products/get-products';
import type { Product } from '@/data/products/schema';
import { localFallback, writeLocalMirror } from './legacy-products';
import { markLegacyProductsMigrated, migrateLegacyProducts } from './migrate-legacy-products';

/**
 * The product list: the remote list; when it is empty the legacy local products are migrated
 * once; when the server fails the local list is shown. A successful load is mirrored locally.
 */
export async function loadProducts(): Promise<Product[]> {
  let products: Product[];
  try {
    products = await getProducts();
    if (products.length === 0 && (await migrateLegacyProducts()) > 0)
      products = await getProducts();
  } catch (error) {
    console.error('Could not load products; showing the local list', error);
    return localFallback();
  }
  if (products.length > 0) markLegacyProductsMigrated();
  writeLocalMirror(products);
  return products;
}

/** The admin's products (kept live by the admin layout's realtime subscription). */
export function useProducts() {
  return useQuery(productsQuery(loadProducts));
}
