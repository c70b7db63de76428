import { ProductsPage } from '@/features/products/products-page';

export function ProductsRoute() {
  return <ProductsPage />;
}
