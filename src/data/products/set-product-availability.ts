import { useMutation, useQueryClient } from '@tanstack/react-query';
import { productKeys } from './keys';
import type { Product } from './schema';
import { updateProduct } from './update-product';

export interface AvailabilityFeedback {
  onSuccess: (isAvailable: boolean) => void;
  onError: (error: unknown) => void;
}

/** The availability switch: optimistic, persisted, rolled back on failure. */
export function useSetProductAvailability(feedback: AvailabilityFeedback) {
  const queryClient = useQueryClient();
  const key = productKeys.list('admin');
  return useMutation({
    mutationFn: ({ id, isAvailable }: { id: string; isAvailable: boolean }) =>
      updateProduct(id, { is_available: isAvailable }),
    onMutate: async ({ id, isAvailable }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<Product[]>(key);
      queryClient.setQueryData<Product[]>(key, (items) =>
        items?.map((item) => (item.id === id ? { ...item, is_available: isAvailable } : item)),
      );
      return { previous };
    },
    onSuccess: (_product, { isAvailable }) => feedback.onSuccess(isAvailable),
    onError: (error, _vars, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      feedback.onError(error);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: productKeys.all }),
  });
}
