import { DashboardPage } from '@/features/orders/dashboard-page';

export function DashboardRoute() {
  return <DashboardPage />;
}
