import { useRowSwitch, type MutationOptions, type SwitchInput } from '../mutation';
import type { OptimisticContext } from '../optimistic';
import { productKeys } from './keys';
import type { Product } from './schema';
import { updateProduct } from './update-product';

export type AvailabilityInput = SwitchInput<'isAvailable'>;

/** The availability switch: optimistic, persisted, rolled back on failure. */
export function useSetProductAvailability(
  options: MutationOptions<Product, AvailabilityInput, OptimisticContext<Product[]>> = {},
) {
  return useRowSwitch(updateProduct, productKeys, ['isAvailable', 'is_available'], options);
}
