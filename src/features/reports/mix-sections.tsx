import type { SalesReport } from '@/data/reports/get-sales-report';
import {
  channelLabel,
  formatMinutes,
  fulfillmentLabel,
  paymentLabel,
  stepLabel,
  zoneLabel,
} from './report-labels';
import { ReportTable } from './report-table';
import { deliveryFeesColumn, ordersColumn, revenueColumn } from './report-columns';

const share = (part: number, whole: number) =>
  whole
    ? `${new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 }).format((part / whole) * 100)}%`
    : '—';

/** Orders and revenue per kind of sale, each kind with its share of the period's revenue. */
function ShareTable<Row extends { orders: number; revenue: number }>({
  caption,
  rows,
  header,
  label,
  total,
}: {
  caption: string;
  rows: readonly Row[];
  /** The first column's header, and each row's name in it. */
  header: string;
  label: (row: Row) => string;
  /** The period's revenue, which the shares divide. */
  total: number;
}) {
  return (
    <ReportTable
      caption={caption}
      rows={rows}
      columns={[
        { header, cell: label },
        ordersColumn(),
        revenueColumn(),
        { header: '%', cell: (row) => share(row.revenue, total), numeric: true },
      ]}
    />
  );
}

/** Pagamentos: orders and revenue per payment method, adding up to the period's revenue. */
export function PaymentsSection({ report }: { report: SalesReport }) {
  return (
    <ShareTable
      caption="Formas de pagamento"
      rows={report.payments}
      header="Forma"
      label={(row) => paymentLabel(row.method)}
      total={report.summary.revenue}
    />
  );
}

/** Canais: online, WhatsApp, telefone, balcão. */
export function ChannelsSection({ report }: { report: SalesReport }) {
  return (
    <ShareTable
      caption="Canais de venda"
      rows={report.channels}
      header="Canal"
      label={(row) => channelLabel(row.channel)}
      total={report.summary.revenue}
    />
  );
}

/** Entregas: pickup vs delivery, areas, and the minutes of each step of the timeline. */
export function DeliveriesSection({ report }: { report: SalesReport }) {
  return (
    <div className="grid gap-6">
      <ReportTable
        caption="Entrega e retirada"
        rows={report.fulfillment}
        columns={[
          { header: 'Tipo', cell: (row) => fulfillmentLabel(row.fulfillment) },
          ordersColumn(),
          revenueColumn(),
          deliveryFeesColumn(),
        ]}
      />
      <ReportTable
        caption="Áreas de entrega"
        rows={report.zones}
        columns={[
          { header: 'Área', cell: (row) => zoneLabel(row.name) },
          ordersColumn(),
          revenueColumn(),
          deliveryFeesColumn(),
        ]}
      />
      <ReportTable
        caption="Tempo por etapa (minutos)"
        rows={report.step_minutes}
        empty="Nenhum pedido com as etapas registradas no período."
        columns={[
          { header: 'Etapa', cell: (row) => stepLabel(row.step) },
          ordersColumn(),
          { header: 'Mediana', cell: (row) => formatMinutes(row.median), numeric: true },
          { header: '90% até', cell: (row) => formatMinutes(row.p90), numeric: true },
        ]}
      />
    </div>
  );
}
