import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { getProducts, productsQuery } from './api/get-products';
import { productKeys } from './api/keys';
import type { Product } from './api/product';
import { PRODUCTS_UPDATED_EVENT, localFallback, writeLocalMirror } from './legacy-products';
import { markLegacyProductsMigrated, migrateLegacyProducts } from './migrate-legacy-products';

/**
 * Spec 4, product list: the remote list; when it is empty the legacy local products are migrated
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

let channelSeq = 0;

/** The admin's products, live while mounted: realtime changes and the local 'productsUpdated' event. */
export function useProducts() {
  const queryClient = useQueryClient();

  useEffect(() => {
    const refetch = () => void queryClient.invalidateQueries({ queryKey: productKeys.all });
    // A fresh topic per mount: StrictMode remounts before the previous channel has left.
    const channel = supabase
      .channel(`admin-products-${++channelSeq}`)
      .on('postgres_changes', { event: '*', schema: 'public', table: 'products' }, refetch)
      .subscribe();
    window.addEventListener(PRODUCTS_UPDATED_EVENT, refetch);
    return () => {
      window.removeEventListener(PRODUCTS_UPDATED_EVENT, refetch);
      void supabase.removeChannel(channel);
    };
  }, [queryClient]);

  return useQuery(productsQuery(loadProducts));
}
