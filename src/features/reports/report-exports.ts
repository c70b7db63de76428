// The report's tables and the period's orders as CSV files (src/domain/csv.ts: BOM, ';', decimal
// comma, dd/MM/yyyy, formula cells neutralised).
import type { Order } from '@/data/orders/schema';
import type { SalesReport } from '@/data/reports/get-sales-report';
import { toCsv } from '@/domain/csv';
import { orderStatusLabel } from '@/domain/orders/status';
import { channelLabel, fulfillmentLabel, paymentLabel, zoneLabel } from './report-labels';

export type ReportExport = 'days' | 'products' | 'options' | 'payments' | 'zones';

export const REPORT_EXPORTS: ReadonlyArray<{ value: ReportExport; label: string }> = [
  { value: 'days', label: 'Faturamento por dia' },
  { value: 'products', label: 'Produtos' },
  { value: 'options', label: 'Complementos' },
  { value: 'payments', label: 'Pagamentos e canais' },
  { value: 'zones', label: 'Entregas por área' },
];

/** A file name for the period: relatorio-produtos-2026-03-01-a-2026-03-31.csv */
export function exportFileName(kind: string, report: Pick<SalesReport, 'from' | 'to'>): string {
  return `relatorio-${kind}-${report.from}-a-${report.to}.csv`;
}

export function reportCsv(kind: ReportExport, report: SalesReport): string {
  const tz = report.timezone;
  switch (kind) {
    case 'days':
      return toCsv(
        ['Dia', 'Pedidos', 'Faturamento (R$)'],
        report.by_day.map((d) => [{ date: d.day }, d.orders, d.revenue]),
        tz,
      );
    case 'products':
      return toCsv(
        ['Produto', 'Quantidade', 'Faturamento (R$)'],
        report.products.map((p) => [p.name, p.quantity, p.revenue]),
        tz,
      );
    case 'options':
      return toCsv(
        ['Complemento', 'Grupo', 'Quantidade', 'Faturamento (R$)'],
        report.options.map((o) => [o.name, o.group, o.quantity, o.revenue]),
        tz,
      );
    case 'payments':
      return toCsv(
        ['Tipo', 'Nome', 'Pedidos', 'Faturamento (R$)'],
        [
          ...report.payments.map((p) => ['Pagamento', paymentLabel(p.method), p.orders, p.revenue]),
          ...report.channels.map((c) => ['Canal', channelLabel(c.channel), c.orders, c.revenue]),
        ],
        tz,
      );
    case 'zones':
      return toCsv(
        ['Tipo', 'Nome', 'Pedidos', 'Faturamento (R$)', 'Taxas (R$)'],
        [
          ...report.fulfillment.map((f) => [
            'Modalidade',
            fulfillmentLabel(f.fulfillment),
            f.orders,
            f.revenue,
            f.delivery_fees,
          ]),
          ...report.zones.map((z) => [
            'Área',
            zoneLabel(z.name),
            z.orders,
            z.revenue,
            z.delivery_fees,
          ]),
        ],
        tz,
      );
  }
}

/** The period's orders, one row per order (every status, so cancellations are there too). */
export function ordersCsv(orders: readonly Order[], timeZone: string): string {
  return toCsv(
    [
      'Pedido',
      'Data',
      'Situação',
      'Cliente',
      'Telefone',
      'Modalidade',
      'Pagamento',
      'Subtotal (R$)',
      'Desconto (R$)',
      'Taxa de entrega (R$)',
      'Total (R$)',
      'Motivo do cancelamento',
    ],
    orders.map((o) => [
      o.order_number,
      { dateTime: o.created_at },
      orderStatusLabel(o.status),
      o.customer_name,
      o.customer_phone,
      fulfillmentLabel(o.fulfillment),
      paymentLabel(o.payment_method),
      o.subtotal,
      o.discount,
      o.delivery_fee,
      o.total_amount,
      o.cancel_reason,
    ]),
    timeZone,
  );
}

/** The period's orders, one row per item, with its complementos in one cell. */
export function orderItemsCsv(orders: readonly Order[], timeZone: string): string {
  return toCsv(
    [
      'Pedido',
      'Data',
      'Situação',
      'Produto',
      'Complementos',
      'Quantidade',
      'Preço unitário (R$)',
      'Total (R$)',
    ],
    orders.flatMap((o) =>
      o.items.map((item) => [
        o.order_number,
        { dateTime: o.created_at },
        orderStatusLabel(o.status),
        item.name,
        (item.options ?? [])
          .map((option) =>
            option.quantity > 1 ? `${option.quantity}x ${option.name}` : option.name,
          )
          .join(', '),
        item.quantity,
        item.price,
        Math.round(item.price * item.quantity * 100) / 100,
      ]),
    ),
    timeZone,
  );
}
