import { HistoryPage } from '@/features/orders/history-page';

export function HistoryRoute() {
  return <HistoryPage />;
}
