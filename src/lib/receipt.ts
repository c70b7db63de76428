// The printed receipt (spec 7, "Receipt printing"): one HTML document, monospace, two copies
// ('VIA DO CLIENTE', 'VIA DO ENTREGADOR') split by a page break, sized for the shop's thermal
// printer. Every customer-supplied string is escaped: a name like <script> prints as text.
import { formatDateTime } from '@/lib/dates';
import { formatBRL } from '@/lib/format';
import { paymentMethodLabel } from '@/lib/payment-methods';
import { DEFAULT_PRINTER, type PrinterSettings } from '@/lib/printer-settings';

const COPIES = ['VIA DO CLIENTE', 'VIA DO ENTREGADOR'] as const;

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

export interface ReceiptItem {
  name: string;
  price: number;
  quantity: number;
  notes?: string;
}

/** What a receipt prints of an order (an order row, or the sample of the printer test). */
export interface ReceiptOrder {
  order_number: string;
  created_at: string;
  customer_name: string;
  customer_phone: string | null;
  customer_address: string | null;
  payment_method: string | null;
  items: ReceiptItem[];
  subtotal: number;
  delivery_fee: number;
  discount: number;
  total_amount: number;
  notes: string | null;
}

function copy(order: ReceiptOrder, title: string, printedAt: Date): string {
  const line = (label: string, value: string) =>
    `<div class="row"><span>${label}</span><span>${value}</span></div>`;
  const items = order.items
    .map(
      (item) =>
        `<div class="item"><div class="row"><span>${item.quantity}x ${escapeHtml(item.name)}</span><span>${formatBRL(item.price * item.quantity)}</span></div>` +
        (item.notes ? `<div class="note">Obs.: ${escapeHtml(item.notes)}</div>` : '') +
        '</div>',
    )
    .join('');
  return `<section class="copy">
<h1>${title}</h1>
<div class="center strong">Pedido #${escapeHtml(order.order_number)}</div>
<div class="center">${formatDateTime(order.created_at)}</div>
<hr>
<div><strong>Cliente:</strong> ${escapeHtml(order.customer_name)}</div>
${order.customer_phone ? `<div><strong>Telefone:</strong> ${escapeHtml(order.customer_phone)}</div>` : ''}
<div><strong>Pagamento:</strong> ${escapeHtml(paymentMethodLabel(order.payment_method))}</div>
${order.customer_address ? `<div><strong>Endereço de entrega:</strong> ${escapeHtml(order.customer_address)}</div>` : ''}
<hr>
${items}
<hr>
${line('Subtotal', formatBRL(order.subtotal))}
${order.delivery_fee > 0 ? line('Taxa de entrega', formatBRL(order.delivery_fee)) : ''}
${order.discount > 0 ? line('Desconto', `-${formatBRL(order.discount)}`) : ''}
<div class="row strong total"><span>TOTAL</span><span>${formatBRL(order.total_amount)}</span></div>
${order.notes ? `<hr><div><strong>Observações:</strong> ${escapeHtml(order.notes)}</div>` : ''}
<hr>
<div class="center">Obrigado pela preferência!</div>
<div class="center small">Processado em ${formatDateTime(printedAt)}</div>
</section>`;
}

export function buildReceipt(
  order: ReceiptOrder,
  printer: PrinterSettings = DEFAULT_PRINTER,
  printedAt = new Date(),
): string {
  // CSS has no "as long as the content" page height: 'auto' prints on an A4-long page of roll
  // paper, which thermal printer drivers cut after the content.
  const height = printer.height === 'auto' ? '297mm' : `${printer.height * 10}mm`;
  const body = COPIES.map((title) => copy(order, title, printedAt)).join(
    '\n<div class="page-break"></div>\n',
  );
  return `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<title>Pedido #${escapeHtml(order.order_number)}</title>
<style>
@page { size: ${printer.width}mm ${height}; margin: 3mm; }
* { box-sizing: border-box; }
body { font-family: 'Courier New', Courier, monospace; font-size: ${printer.width === 58 ? 10 : 12}px; width: ${printer.width - 6}mm; margin: 0 auto; color: #000; }
h1 { font-size: 1.15em; text-align: center; margin: 0 0 4px; }
hr { border: 0; border-top: 1px dashed #000; margin: 6px 0; }
.row { display: flex; justify-content: space-between; gap: 8px; }
.row span:last-child { white-space: nowrap; }
.item { margin: 2px 0; }
.note { padding-left: 8px; font-style: italic; }
.center { text-align: center; }
.strong { font-weight: bold; }
.total { font-size: 1.15em; margin-top: 4px; }
.small { font-size: 0.85em; }
.page-break { page-break-after: always; break-after: page; }
</style>
</head>
<body>
${body}
</body>
</html>`;
}
