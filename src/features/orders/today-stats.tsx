import { useId } from 'react';
import { Banknote, Receipt, ShoppingBag } from 'lucide-react';
import { StatsCard } from '@/components/stats-card';
import { useTodaySummary } from '@/data/orders/get-today-summary';
import { formatBRL } from '@/domain/format';

/**
 * Today, summed by the database in the shop's time zone: orders accepted or later (a pending or
 * cancelled order is no sale), their revenue and the average ticket. Live with every order change.
 */
export function TodayStats() {
  const { data } = useTodaySummary();
  const titleId = useId();
  const pending = data && data.pending + data.cancelled > 0 ? notCounted(data) : undefined;
  return (
    <section
      aria-labelledby={titleId}
      aria-busy={data === undefined}
      data-stats="today"
      className="grid gap-3"
    >
      <h2 id={titleId} className="text-lg font-semibold tracking-tight">
        Hoje
      </h2>
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3">
        <StatsCard
          title="Pedidos"
          value={data ? data.orders : '—'}
          icon={ShoppingBag}
          detail={pending}
          reserveDetail
        />
        <StatsCard
          title="Faturamento"
          value={data ? formatBRL(data.revenue) : '—'}
          icon={Banknote}
        />
        <StatsCard
          title="Ticket médio"
          value={data ? formatBRL(data.averageTicket) : '—'}
          icon={Receipt}
          className="col-span-2 lg:col-span-1"
        />
      </div>
    </section>
  );
}

function notCounted({ pending, cancelled }: { pending: number; cancelled: number }): string {
  const parts = [];
  if (pending > 0) parts.push(pending === 1 ? '1 aguardando' : `${pending} aguardando`);
  if (cancelled > 0) parts.push(cancelled === 1 ? '1 cancelado' : `${cancelled} cancelados`);
  return `fora da conta: ${parts.join(' · ')}`;
}
