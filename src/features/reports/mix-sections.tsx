import type { SalesReport } from '@/data/reports/get-sales-report';
import { formatBRL } from '@/domain/format';
import {
  channelLabel,
  formatMinutes,
  fulfillmentLabel,
  paymentLabel,
  stepLabel,
  zoneLabel,
} from './report-labels';
import { ReportTable } from './report-table';
import { ordersColumn, revenueColumn } from './report-columns';

const share = (part: number, whole: number) =>
  whole
    ? `${new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 }).format((part / whole) * 100)}%`
    : '—';

/** Pagamentos: orders and revenue per payment method, adding up to the period's revenue. */
export function PaymentsSection({ report }: { report: SalesReport }) {
  return (
    <ReportTable
      caption="Formas de pagamento"
      rows={report.payments}
      columns={[
        { header: 'Forma', cell: (row) => paymentLabel(row.method) },
        ordersColumn(),
        revenueColumn(),
        { header: '%', cell: (row) => share(row.revenue, report.summary.revenue), numeric: true },
      ]}
    />
  );
}

/** Canais: online, WhatsApp, telefone, balcão. */
export function ChannelsSection({ report }: { report: SalesReport }) {
  return (
    <ReportTable
      caption="Canais de venda"
      rows={report.channels}
      columns={[
        { header: 'Canal', cell: (row) => channelLabel(row.channel) },
        ordersColumn(),
        revenueColumn(),
        { header: '%', cell: (row) => share(row.revenue, report.summary.revenue), numeric: true },
      ]}
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
          { header: 'Taxas', cell: (row) => formatBRL(row.delivery_fees), numeric: true },
        ]}
      />
      <ReportTable
        caption="Áreas de entrega"
        rows={report.zones}
        columns={[
          { header: 'Área', cell: (row) => zoneLabel(row.name) },
          ordersColumn(),
          revenueColumn(),
          { header: 'Taxas', cell: (row) => formatBRL(row.delivery_fees), numeric: true },
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
