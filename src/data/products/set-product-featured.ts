import { useMutation, useQueryClient } from '@tanstack/react-query';
import { productKeys } from './keys';
import type { Product } from './schema';
import { updateProduct } from './update-product';

export interface FeaturedFeedback {
  onSuccess: (product: Product) => void;
  onError: (error: unknown) => void;
}

/** The "Destaque" toggle: optimistic, persisted, rolled back on failure. */
export function useSetProductFeatured(feedback: FeaturedFeedback) {
  const queryClient = useQueryClient();
  const key = productKeys.list('admin');
  return useMutation({
    mutationFn: ({ id, isFeatured }: { id: string; isFeatured: boolean }) =>
      updateProduct(id, { is_featured: isFeatured }),
    onMutate: async ({ id, isFeatured }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<Product[]>(key);
      queryClient.setQueryData<Product[]>(key, (items) =>
        items?.map((item) => (item.id === id ? { ...item, is_featured: isFeatured } : item)),
      );
      return { previous };
    },
    onSuccess: feedback.onSuccess,
    onError: (error, _vars, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      feedback.onError(error);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: productKeys.all }),
  });
}
