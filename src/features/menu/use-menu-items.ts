import { useQuery } from '@tanstack/react-query';
import { productsQuery } from '@/data/products/get-products';
import { sortForMenu } from '@/data/products/schema';

/** Every product in menu order (kept live by the admin layout's realtime subscription). */
export function useMenuItems() {
  return useQuery({ ...productsQuery(), select: sortForMenu });
}
