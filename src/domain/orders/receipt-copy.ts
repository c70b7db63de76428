// One copy of the printed receipt (spec 7, "Receipt printing"): its markup, each customer string
// escaped, and how tall it prints, worked out piece by piece next to the markup it measures.
import { formatDateTime } from '@/domain/dates';
import { escapeHtml } from '@/domain/escape-html';
import { formatBRL } from '@/domain/format';
import {
  PICKUP_TEXT,
  discountLabel,
  fulfillmentOf,
  itemOptions,
  lineTotal,
  optionText,
  type OrderItemSnapshot,
} from '@/domain/orders/items';
import { paymentMethodLabel } from '@/domain/orders/payment-methods';
import {
  TITLE_SCALE,
  columnsAt,
  textColumns,
  wrappedLines,
  type ReceiptMetrics,
} from '@/domain/orders/receipt-layout';
import type { NewOrderMessageOrder } from '@/domain/orders/messages';
import type { OrderFields } from '@/domain/orders/order-row';

/**
 * What a receipt prints of an order (an order row, or the sample of the printer test): what the
 * new-order message reads, with the time and the payment status ('pending' | 'paid'; missing
 * prints the method alone).
 */
export type ReceiptOrder = NewOrderMessageOrder & OrderFields<'created_at', 'payment_status'>;

/** "Dinheiro — A PAGAR", "PIX — PAGO": whether the courier collects. */
export function paymentText(
  order: Pick<ReceiptOrder, 'payment_method' | 'payment_status'>,
): string {
  const method = paymentMethodLabel(order.payment_method);
  if (order.payment_status === 'paid') return `${method} — PAGO`;
  if (order.payment_status === 'pending') return `${method} — A PAGAR`;
  return method;
}

/** A piece of a copy: its markup and how tall it prints, in CSS px. */
export interface Printed {
  html: string;
  height: number;
}

const RULE: Printed = { html: '<hr>', height: 13 };
const join = (pieces: readonly Printed[], separator = '\n'): Printed => ({
  html: pieces.map((piece) => piece.html).join(separator),
  height: pieces.reduce((sum, piece) => sum + piece.height, 0),
});

function pieces(m: ReceiptMetrics) {
  const height = (text: string, scale = 1, reservedColumns = 0) =>
    wrappedLines(text, columnsAt(m, scale, reservedColumns)) * m.linePx * scale;
  const line = (text: string, className: string, indent = 0): Printed => ({
    html: `<div class="${className}">${escapeHtml(text)}</div>`,
    height: height(text, 1, indent),
  });
  const field = (label: string, value: string): Printed => ({
    html: `<div><strong>${label}</strong> ${escapeHtml(value)}</div>`,
    height: height(`${label} ${value}`),
  });
  // A label with an amount at its right, 8px apart (under two columns).
  const row = (label: string, amount: string, total = false): Printed => ({
    html: `<div class="row${total ? ' strong total' : ''}"><span>${escapeHtml(label)}</span><span>${amount}</span></div>`,
    height: (total ? 4 : 0) + height(label, total ? TITLE_SCALE : 1, textColumns(amount) + 2),
  });
  // The item's line, then each option and its note indented under it (2 columns), 2px around.
  const item = (entry: OrderItemSnapshot): Printed => {
    const under = [
      ...itemOptions(entry).map((option) => line(`+ ${optionText(option)}`, 'option', 2)),
      ...(entry.notes ? [line(`Obs.: ${entry.notes}`, 'note', 2)] : []),
    ];
    const content = join(
      [
        row(`${entry.quantity}x ${entry.name}`, formatBRL(lineTotal(entry.price, entry.quantity))),
        ...under,
      ],
      '',
    );
    return {
      html: `<div class="item">${content.html}</div>`,
      height: 4 + content.height,
    };
  };
  return { line, field, row, item };
}

export function receiptCopy(
  order: ReceiptOrder,
  title: string,
  printedAt: Date,
  metrics: ReceiptMetrics,
): Printed {
  const { line, field, row, item } = pieces(metrics);
  const pickup = fulfillmentOf(order.fulfillment) === 'pickup';
  const copy = join([
    { html: `<h1>${title}</h1>`, height: metrics.linePx * TITLE_SCALE + 4 },
    line(`Pedido #${order.order_number}`, 'center strong'),
    line(formatDateTime(order.created_at), 'center'),
    RULE,
    field('Cliente:', order.customer_name),
    ...(order.customer_phone ? [field('Telefone:', order.customer_phone)] : []),
    field('Pagamento:', paymentText(order)),
    ...(pickup
      ? [line(PICKUP_TEXT, 'pickup strong')]
      : order.customer_address
        ? [field('Endereço de entrega:', order.customer_address)]
        : []),
    RULE,
    ...order.items.map(item),
    RULE,
    row('Subtotal', formatBRL(order.subtotal)),
    ...(order.delivery_fee > 0 ? [row('Taxa de entrega', formatBRL(order.delivery_fee))] : []),
    ...(order.discount > 0
      ? [row(discountLabel(order.promo_code), `-${formatBRL(order.discount)}`)]
      : []),
    row('TOTAL', formatBRL(order.total_amount), true),
    ...(order.notes ? [RULE, field('Observações:', order.notes)] : []),
    RULE,
    line('Obrigado pela preferência!', 'center'),
    line(`Processado em ${formatDateTime(printedAt)}`, 'center small'),
  ]);
  return { html: `<section class="copy">\n${copy.html}\n</section>`, height: copy.height };
}
