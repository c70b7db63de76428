import { useCacheMutation, type MutationOptions } from '../mutation';
import type { OptimisticContext } from '../optimistic';
import { productKeys } from './keys';
import type { Product } from './schema';
import { updateProduct } from './update-product';

export interface AvailabilityInput {
  id: string;
  isAvailable: boolean;
}

/** The availability switch: optimistic, persisted, rolled back on failure. */
export function useSetProductAvailability(
  options: MutationOptions<Product, AvailabilityInput, OptimisticContext<Product[]>> = {},
) {
  const save = ({ id, isAvailable }: AvailabilityInput) =>
    updateProduct(id, { is_available: isAvailable });
  return useCacheMutation(save, options, {
    optimistic: {
      queryKey: productKeys.list('admin'),
      change: (items: Product[], { id, isAvailable }) =>
        items.map((item) => (item.id === id ? { ...item, is_available: isAvailable } : item)),
    },
    invalidates: [productKeys.all],
    after: 'settled',
  });
}
