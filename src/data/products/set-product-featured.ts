import { useRowSwitch } from '../mutation';
import { productKeys } from './keys';
import type { Product } from './schema';
import { updateProduct } from './update-product';

export interface FeaturedFeedback {
  onSuccess: (product: Product) => void;
  onError: (error: unknown) => void;
}

/** The "Destaque" toggle: optimistic, persisted, rolled back on failure. */
export function useSetProductFeatured(feedback: FeaturedFeedback) {
  return useRowSwitch(updateProduct, productKeys, ['isFeatured', 'is_featured'], feedback);
}
