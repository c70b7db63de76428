import { MenuPage } from '@/features/storefront/menu/menu-page';

export function ClientMenuRoute() {
  return <MenuPage />;
}
