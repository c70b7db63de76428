import { MenuPage } from '@/features/menu/menu-page';

export function MenuRoute() {
  return <MenuPage />;
}
