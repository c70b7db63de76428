// The columns most of the report's tables share, said once: Pedidos, Quantidade, Faturamento, Taxas.
import { formatBRL } from '@/domain/format';
import { formatQuantity } from './report-labels';
import type { ReportColumn } from './report-table';

export function ordersColumn<Row extends { orders: number }>(): ReportColumn<Row> {
  return { header: 'Pedidos', cell: (row) => row.orders, numeric: true };
}

export function quantityColumn<Row extends { quantity: number }>(): ReportColumn<Row> {
  return { header: 'Quantidade', cell: (row) => formatQuantity(row.quantity), numeric: true };
}

export function revenueColumn<Row extends { revenue: number }>(): ReportColumn<Row> {
  return { header: 'Faturamento', cell: (row) => formatBRL(row.revenue), numeric: true };
}

export function deliveryFeesColumn<Row extends { delivery_fees: number }>(): ReportColumn<Row> {
  return { header: 'Taxas', cell: (row) => formatBRL(row.delivery_fees), numeric: true };
}
