import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { soldOutAt } from '@/domain/availability';
import { useTableChanges, type Audience } from '../realtime';
import { productKeys } from './keys';
import { productSchema, type Product } from './schema';

/** The local event that asks product lists to refresh (legacy edits fire it). */
export const PRODUCTS_UPDATED_EVENT = 'productsUpdated';

/**
 * Keeps every cached product list live: a changed row replaces its copy at once (an option marked
 * esgotado, a price), then the lists refetch (new rows, order, RLS-hidden rows). The admin layout
 * mounts it for staff; the storefront for the public, once the menu has rendered.
 */
export function useProductsRealtime(audience: Audience, enabled = true) {
  const queryClient = useQueryClient();
  const refetch = () => void queryClient.invalidateQueries({ queryKey: productKeys.lists() });
  useTableChanges('products', audience, {
    enabled,
    onChange: (change) => {
      const parsed = productSchema.safeParse(change.new);
      if (change.eventType === 'UPDATE' && parsed.success) {
        queryClient.setQueriesData<Product[]>({ queryKey: productKeys.lists() }, (list) =>
          // Merged: the storefront's rows carry more than the table's columns (has_options).
          list?.map((product) =>
            product.id === parsed.data.id
              ? {
                  ...product,
                  ...parsed.data,
                  // Greyed at once; the refetch below brings the server's reading either way.
                  ...(soldOutAt(parsed.data, new Date()) ? { sold_out: true } : {}),
                }
              : product,
          ),
        );
      }
      refetch();
    },
    catchUp: [productKeys.lists()],
  });
  useEffect(() => {
    const onLocalChange = () =>
      void queryClient.invalidateQueries({ queryKey: productKeys.lists() });
    window.addEventListener(PRODUCTS_UPDATED_EVENT, onLocalChange);
    return () => window.removeEventListener(PRODUCTS_UPDATED_EVENT, onLocalChange);
  }, [queryClient]);
}
