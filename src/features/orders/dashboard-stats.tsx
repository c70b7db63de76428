import { CheckCircle2, ChefHat, Clock, ShoppingBag } from 'lucide-react';
import { StatsCard } from '@/components/stats-card';
import { useOrderStats } from '@/data/orders/get-order-stats';
import { pastKitchen } from './past-kitchen';

/**
 * The four figures, counted by the database. Em Preparo counts what the kitchen has
 * (processing); the orders already out for delivery or ready for pickup are named under it.
 */
export function DashboardStats() {
  const { data } = useOrderStats();
  const value = (n: number | undefined) => (n === undefined ? '—' : n);
  return (
    <div
      aria-busy={data === undefined}
      data-stats="orders"
      className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4"
    >
      <StatsCard title="Total de Pedidos" value={value(data?.total)} icon={ShoppingBag} />
      <StatsCard
        title="Pedidos Pendentes"
        value={value(data?.pending)}
        icon={Clock}
        highlight={data && data.pending > 0 ? 'warning' : undefined}
      />
      <StatsCard
        title="Em Preparo"
        value={value(data?.processing)}
        icon={ChefHat}
        detail={data && pastKitchen(data.outForDelivery, data.readyForPickup)}
        highlight={data && data.processing > 0 ? 'info' : undefined}
      />
      <StatsCard title="Entregues Hoje" value={value(data?.deliveredToday)} icon={CheckCircle2} />
    </div>
  );
}
