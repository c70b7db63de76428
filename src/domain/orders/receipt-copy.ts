// One copy of the printed receipt: its markup, each customer string
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
  type OrderItemSnapshot,
} from '@/domain/orders/items';
import { describeOptionLines } from '@/domain/option-lines';
import { paymentMethodLabel } from '@/domain/orders/payment-methods';
import {
  TITLE_SCALE,
  columnsAt,
  textColumns,
  wrappedLines,
  type ReceiptMetrics,
} from '@/domain/orders/receipt-layout';
import type { NewOrderMessageOrder } from '@/domain/orders/messages';
import { changeText } from '@/domain/orders/change';
import type { OrderFields } from '@/domain/orders/order-row';

/**
 * What a receipt prints of an order (an order row, or the sample of the printer test): what the
 * new-order message reads, with the time and the payment status ('pending' | 'paid'; missing
 * prints the method alone), and the shop and zone it came from.
 */
export type ReceiptOrder = NewOrderMessageOrder &
  OrderFields<'created_at', 'payment_status'> & {
    /** The shop's name and phone, at the top of each copy, so the paper says where it came from. */
    shop_name?: string | null;
    shop_phone?: string | null;
    /** The delivery zone charged (its name), in bold on the courier's copy. */
    delivery_zone?: string | null;
    /** A scheduled order's 'Agendado para sex 28/11, 19:00–19:30', under the order's number. */
    scheduled_text?: string | null;
    /** How many times the team edited the items: above 0, each copy says ALTERADO. */
    revision?: number | null;
  };

/** "Dinheiro — A PAGAR", "Pix — PAGO": whether the courier collects. */
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
  // The item's line, then its options in one line and its note, indented (2 columns), 2px around.
  const item = (entry: OrderItemSnapshot): Printed => {
    const options = describeOptionLines(itemOptions(entry));
    const under = [
      ...(options ? [line(options, 'option', 2)] : []),
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

/** One copy; the courier's also shows, in bold, the zone the delivery was charged for. */
export function receiptCopy(
  order: ReceiptOrder,
  title: string,
  printedAt: Date,
  metrics: ReceiptMetrics,
  courier = false,
): Printed {
  const { line, field, row, item } = pieces(metrics);
  const pickup = fulfillmentOf(order.fulfillment) === 'pickup';
  const copy = join([
    ...(order.shop_name ? [line(order.shop_name, 'center strong')] : []),
    ...(order.shop_phone ? [line(order.shop_phone, 'center')] : []),
    { html: `<h1>${title}</h1>`, height: metrics.linePx * TITLE_SCALE + 4 },
    line(`Pedido #${order.order_number}`, 'center strong'),
    line(formatDateTime(order.created_at), 'center'),
    ...(order.scheduled_text ? [line(order.scheduled_text, 'center strong')] : []),
    ...(order.revision ? [line('ALTERADO', 'center strong')] : []),
    RULE,
    field('Cliente:', order.customer_name),
    ...(order.customer_phone ? [field('Telefone:', order.customer_phone)] : []),
    field('Pagamento:', paymentText(order)),
    ...(changeText(order) ? [line(changeText(order)!, courier ? 'change strong' : 'change')] : []),
    ...(pickup
      ? [line(PICKUP_TEXT, 'pickup strong')]
      : order.customer_address
        ? [field('Endereço de entrega:', order.customer_address)]
        : []),
    ...(courier && !pickup && order.delivery_zone
      ? [line(`Zona de entrega: ${order.delivery_zone}`, 'zone strong')]
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
