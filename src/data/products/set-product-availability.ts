import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MutationOptions } from '../mutation';
import { productKeys } from './keys';
import type { Product } from './schema';
import { updateProduct } from './update-product';

export interface AvailabilityInput {
  id: string;
  isAvailable: boolean;
}

/** The availability switch: optimistic, persisted, rolled back on failure. */
export function useSetProductAvailability({
  onSettled,
  ...options
}: MutationOptions<Product, AvailabilityInput, { previous?: Product[] }> = {}) {
  const queryClient = useQueryClient();
  const key = productKeys.list('admin');
  return useMutation({
    mutationFn: ({ id, isAvailable }: AvailabilityInput) =>
      updateProduct(id, { is_available: isAvailable }),
    onMutate: async ({ id, isAvailable }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<Product[]>(key);
      queryClient.setQueryData<Product[]>(key, (items) =>
        items?.map((item) => (item.id === id ? { ...item, is_available: isAvailable } : item)),
      );
      return { previous };
    },
    ...options,
    onSettled: async (...args) => {
      const [, error, , context] = args;
      if (error && context?.previous) queryClient.setQueryData(key, context.previous);
      await queryClient.invalidateQueries({ queryKey: productKeys.all });
      await onSettled?.(...args);
    },
  });
}
