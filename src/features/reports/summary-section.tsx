import {
  Ban,
  DollarSign,
  Percent,
  Receipt,
  ShoppingBag,
  Truck,
  UserPlus,
  Users,
} from 'lucide-react';
import { StatsCard } from '@/components/stats-card';
import type { SalesReport, SalesSummary } from '@/data/reports/get-sales-report';
import { percentChange } from '@/domain/reports/period';
import { formatBRL } from '@/domain/format';
import { ReportTable } from './report-table';
import { ordersColumn } from './report-columns';

type Figure = keyof SalesSummary;

const FIGURES: ReadonlyArray<{
  key: Figure;
  title: string;
  icon: typeof DollarSign;
  money?: boolean;
}> = [
  { key: 'revenue', title: 'Faturamento', icon: DollarSign, money: true },
  { key: 'orders', title: 'Pedidos', icon: ShoppingBag },
  { key: 'average_ticket', title: 'Ticket médio', icon: Receipt, money: true },
  { key: 'discounts', title: 'Descontos', icon: Percent, money: true },
  { key: 'delivery_fees', title: 'Taxas de entrega', icon: Truck, money: true },
  { key: 'cancelled_orders', title: 'Cancelamentos', icon: Ban },
  { key: 'new_customers', title: 'Clientes novos', icon: UserPlus },
  { key: 'returning_customers', title: 'Clientes recorrentes', icon: Users },
];

/** Resumo: each figure of the period with its change against the equal period before. */
export function SummarySection({ report }: { report: SalesReport }) {
  const { summary, previous } = report;
  return (
    <div className="grid gap-4">
      <div className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 xl:grid-cols-4">
        {FIGURES.map((figure) => (
          <StatsCard
            key={figure.key}
            title={figure.title}
            icon={figure.icon}
            value={figure.money ? formatBRL(summary[figure.key]) : summary[figure.key]}
            detail={
              figure.key === 'cancelled_orders'
                ? `${formatBRL(summary.cancelled_amount)} fora do faturamento`
                : undefined
            }
            change={percentChange(summary[figure.key], previous[figure.key])}
            changeLabel="vs. período anterior"
          />
        ))}
      </div>
      <ReportTable
        caption="Cancelamentos por motivo"
        rows={report.cancellations}
        empty="Nenhum cancelamento no período."
        columns={[
          { header: 'Motivo', cell: (row) => row.reason },
          ordersColumn(),
          { header: 'Valor', cell: (row) => formatBRL(row.amount), numeric: true },
        ]}
      />
    </div>
  );
}
