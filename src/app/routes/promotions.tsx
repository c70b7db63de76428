import { PromotionsPage } from '@/features/settings/promotions/promotions-page';

export function PromotionsRoute() {
  return <PromotionsPage />;
}
