import { CatalogPage } from '@/features/storefront/catalog/catalog-page';

export function CatalogRoute() {
  return <CatalogPage />;
}
