import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MutationOptions } from '../mutation';
import { optimistic, type OptimisticContext } from '../optimistic';
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
}: MutationOptions<Product, AvailabilityInput, OptimisticContext<Product[]>> = {}) {
  const queryClient = useQueryClient();
  const update = optimistic(
    queryClient,
    productKeys.list('admin'),
    (items: Product[], { id, isAvailable }: AvailabilityInput) =>
      items.map((item) => (item.id === id ? { ...item, is_available: isAvailable } : item)),
  );
  return useMutation({
    mutationFn: ({ id, isAvailable }: AvailabilityInput) =>
      updateProduct(id, { is_available: isAvailable }),
    onMutate: update.onMutate,
    ...options,
    onSettled: async (...args) => {
      update.rollback(args[1], args[3]);
      await queryClient.invalidateQueries({ queryKey: productKeys.all });
      await onSettled?.(...args);
    },
  });
}
