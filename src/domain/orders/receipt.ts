// The printed receipt: one HTML document, monospace, two copies
// ('VIA DO CLIENTE', 'VIA DO ENTREGADOR'), each starting a page, sized for the shop's thermal
// printer. Every customer-supplied string is escaped: a name like <script> prints as text.
import { escapeHtml } from '@/domain/escape-html';
import { DEFAULT_PRINTER, type PrinterSettings } from '@/domain/orders/paper';
import { receiptCopy, type ReceiptOrder } from '@/domain/orders/receipt-copy';
import {
  TITLE_SCALE,
  receiptMetrics,
  rollPageHeightMm,
  thermalDocument,
} from '@/domain/orders/receipt-layout';

export const RECEIPT_COPIES = ['VIA DO CLIENTE', 'VIA DO ENTREGADOR'] as const;

/** The @page size: a roll ('auto') is as long as one copy; a fixed height is a sheet that long. */
export function receiptPageSize(
  printer: PrinterSettings,
  copyHeightPx: number,
): { width: number; height: number } {
  const height = printer.height === 'auto' ? rollPageHeightMm(copyHeightPx) : printer.height * 10;
  return { width: printer.width, height };
}

export function buildReceipt(
  order: ReceiptOrder,
  printer: PrinterSettings = DEFAULT_PRINTER,
  printedAt = new Date(),
): string {
  const metrics = receiptMetrics(printer.width);
  const copies = RECEIPT_COPIES.map((title) =>
    receiptCopy(order, title, printedAt, metrics, title === 'VIA DO ENTREGADOR'),
  );
  const page = receiptPageSize(printer, Math.max(...copies.map((copy) => copy.height)));
  return thermalDocument({
    title: `Pedido #${escapeHtml(order.order_number)}`,
    page,
    metrics,
    styles: `.item { margin: 2px 0; }
.option, .note { padding-left: 2ch; }
.note { font-style: italic; }
.total { font-size: ${TITLE_SCALE}em; margin-top: 4px; }
.copy + .copy { break-before: page; page-break-before: always; }`,
    body: copies.map((copy) => copy.html).join('\n'),
  });
}
