import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { productKeys } from './keys';
import type { Product } from './schema';

const MUTATION = 'reorder-products';

/** Numbers these products 1, 2, … in one call (reorder_products, staff only). */
export async function reorderProducts(ids: string[]): Promise<void> {
  const { error } = await supabase.rpc('reorder_products', { ids });
  if (error) throw error;
}

/** Moving a product up or down: the list shows the new order at once, and goes back if it fails. */
export function useReorderProducts({ onError }: { onError: (error: unknown) => void }) {
  const queryClient = useQueryClient();
  const key = productKeys.list('admin');
  return useMutation({
    mutationKey: [MUTATION],
    mutationFn: reorderProducts,
    onMutate: async (ids) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<Product[]>(key);
      const place = new Map(ids.map((id, index) => [id, index + 1]));
      queryClient.setQueryData<Product[]>(key, (items) =>
        items?.map((item) => {
          const sortOrder = place.get(item.id);
          return sortOrder === undefined ? item : { ...item, sort_order: sortOrder };
        }),
      );
      return { previous };
    },
    onError: (error, _ids, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      onError(error);
    },
    // Quick presses: a refetch between two saves would show the first one's order for a moment.
    onSettled: () => {
      if (queryClient.isMutating({ mutationKey: [MUTATION] }) <= 1)
        void queryClient.invalidateQueries({ queryKey: productKeys.all });
    },
  });
}
