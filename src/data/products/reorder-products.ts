import { useCacheMutation } from '../mutation';
import { supabase } from '@/lib/supabase';
import { productKeys } from './keys';
import type { Product } from './schema';
import { assertOk } from '../query';

/** Numbers these products 1, 2, … in one call (reorder_products, staff only). */
export async function reorderProducts(ids: string[]): Promise<void> {
  assertOk(await supabase.rpc('reorder_products', { ids }));
}

/** Moving a product up or down: the list shows the new order at once, and goes back if it fails. */
export function useReorderProducts({ onError }: { onError: (error: unknown) => void }) {
  return useCacheMutation(
    reorderProducts,
    { mutationKey: ['reorder-products'], onError },
    {
      optimistic: {
        queryKey: productKeys.list('admin'),
        change: (items: Product[], ids) => {
          const place = new Map(ids.map((id, index) => [id, index + 1]));
          return items.map((item) => {
            const sortOrder = place.get(item.id);
            return sortOrder === undefined ? item : { ...item, sort_order: sortOrder };
          });
        },
      },
      invalidates: [productKeys.all],
      after: 'settled',
      wait: false,
      lastOfKeyReads: true,
    },
  );
}
