import { useCacheMutation } from '../mutation';
import { productKeys } from './keys';
import type { Product } from './schema';
import { updateProduct } from './update-product';

export interface FeaturedFeedback {
  onSuccess: (product: Product) => void;
  onError: (error: unknown) => void;
}

/** The "Destaque" toggle: optimistic, persisted, rolled back on failure. */
export function useSetProductFeatured(feedback: FeaturedFeedback) {
  const save = ({ id, isFeatured }: { id: string; isFeatured: boolean }) =>
    updateProduct(id, { is_featured: isFeatured });
  return useCacheMutation(save, feedback, {
    optimistic: {
      queryKey: productKeys.list('admin'),
      change: (items: Product[], { id, isFeatured }) =>
        items.map((item) => (item.id === id ? { ...item, is_featured: isFeatured } : item)),
    },
    invalidates: [productKeys.all],
    after: 'settled',
  });
}
