// The printed receipt: one HTML document, monospace, two copies
// ('VIA DO CLIENTE', 'VIA DO ENTREGADOR'), each starting a page, sized for the shop's thermal
// printer. Every customer-supplied string is escaped: a name like <script> prints as text.
import { escapeHtml } from '@/domain/escape-html';
import { DEFAULT_PRINTER, type PrinterSettings } from '@/domain/orders/paper';
import { receiptCopy, type ReceiptOrder } from '@/domain/orders/receipt-copy';
import {
  LINE_HEIGHT,
  PAGE_MARGIN_MM,
  TITLE_SCALE,
  receiptMetrics,
  rollPageHeightMm,
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
  return `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<title>Pedido #${escapeHtml(order.order_number)}</title>
<style>
@page { size: ${page.width}mm ${page.height}mm; margin: ${PAGE_MARGIN_MM}mm; }
* { box-sizing: border-box; }
html, body { margin: 0; padding: 0; }
body { font-family: 'Courier New', Courier, 'Liberation Mono', Cousine, monospace; font-size: ${metrics.fontPx}px; line-height: ${LINE_HEIGHT}; width: ${printer.width - 2 * PAGE_MARGIN_MM}mm; color: #000; overflow-wrap: anywhere; }
h1 { font-size: ${TITLE_SCALE}em; text-align: center; margin: 0 0 4px; }
hr { border: 0; border-top: 1px dashed #000; margin: 6px 0; }
.row { display: flex; justify-content: space-between; gap: 8px; }
.row span:first-child { min-width: 0; }
.row span:last-child { white-space: nowrap; }
.item { margin: 2px 0; }
.option, .note { padding-left: 2ch; }
.note { font-style: italic; }
.center { text-align: center; }
.strong { font-weight: bold; }
.total { font-size: ${TITLE_SCALE}em; margin-top: 4px; }
.small { font-size: 0.85em; }
.copy + .copy { break-before: page; page-break-before: always; }
</style>
</head>
<body>
${copies.map((copy) => copy.html).join('\n')}
</body>
</html>`;
}
