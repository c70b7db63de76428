// The new-order text to the business's WhatsApp, built for the
// storefront's hand-off. Pure, so the wording is tested; plain text
// with WhatsApp's *bold* markers. The customer's texts are in customer-messages.ts.
import {
  PICKUP_TEXT,
  discountLabel,
  fulfillmentOf,
  itemOptions,
  lineTotal,
  money,
  type OrderItemSnapshot,
} from '@/domain/orders/items';
import { describeOptionLines } from '@/domain/option-lines';
import { paymentMethodLabel } from '@/domain/orders/payment-methods';
import { changeText } from '@/domain/orders/change';
import type { OrderFields } from '@/domain/orders/order-row';

/** What the message reads of an order: a stored order row or the order place_order returned. */
export type NewOrderMessageOrder = OrderFields<
  | 'order_number'
  | 'customer_name'
  | 'items'
  | 'subtotal'
  | 'delivery_fee'
  | 'discount'
  | 'total_amount'
  | 'notes',
  | 'customer_phone'
  | 'customer_address'
  | 'payment_method'
  | 'fulfillment'
  | 'promo_code'
  | 'change_for'
>;

export interface NewOrderMessageExtras {
  /** The Pix copia-e-cola (BR Code) of the order's amount. */
  pixCode?: string | null;
  /** The customer's page of the order, /client/pedido/:id. */
  trackingUrl?: string | null;
  /** A scheduled order's slot: 'Agendado para sex 28/11, 19:00–19:30' (domain/schedule.ts). */
  scheduledText?: string | null;
}

const when = (condition: unknown, ...lines: string[]): string[] => (condition ? lines : []);

/** "2x X-Burger — R$ 50,00", its options in one line indented under it, then the item's note. */
function itemLines(item: OrderItemSnapshot): string[] {
  const options = describeOptionLines(itemOptions(item));
  return [
    `${item.quantity}x ${item.name} — ${money(lineTotal(item.price, item.quantity))}`,
    ...when(options, `  ${options}`),
    ...when(item.notes, `  Obs.: ${item.notes ?? ''}`),
  ];
}

/** The message to the business when an order arrives, ending with the request to confirm. */
export function newOrderMessage(
  order: NewOrderMessageOrder,
  extras: NewOrderMessageExtras = {},
): string {
  const pickup = fulfillmentOf(order.fulfillment) === 'pickup';
  const lines = [
    `*Novo pedido #${order.order_number}*`,
    ...when(extras.scheduledText, `*${extras.scheduledText ?? ''}*`),
    '',
    `*Cliente:* ${order.customer_name}`,
    ...when(order.customer_phone, `*Telefone:* ${order.customer_phone ?? ''}`),
    ...(pickup
      ? [`*${PICKUP_TEXT}*`]
      : when(order.customer_address, `*Endereço:* ${order.customer_address ?? ''}`)),
    '',
    '*Itens:*',
    ...order.items.flatMap(itemLines),
    '',
    `*Pagamento:* ${paymentMethodLabel(order.payment_method)}`,
    ...when(changeText(order), changeText(order) ?? ''),
    `*Subtotal:* ${money(order.subtotal)}`,
    ...when(order.delivery_fee > 0, `*Taxa de entrega:* ${money(order.delivery_fee)}`),
    ...when(order.discount > 0, `*${discountLabel(order.promo_code)}:* -${money(order.discount)}`),
    `*Total:* ${money(order.total_amount)}`,
    ...when(order.notes, '', `*Observações:* ${order.notes ?? ''}`),
    ...when(extras.pixCode, '', '*Pix copia e cola:*', extras.pixCode ?? ''),
    ...when(extras.trackingUrl, '', `*Acompanhe o pedido:* ${extras.trackingUrl ?? ''}`),
    '',
    'Por favor, confirme o pedido.',
  ];
  return lines.join('\n');
}

/** The customer's page of an order (the id is the capability), e.g. for the messages' links. */
export function orderTrackingUrl(origin: string, orderId: string): string {
  return `${origin.replace(/\/+$/, '')}/client/pedido/${encodeURIComponent(orderId)}`;
}
