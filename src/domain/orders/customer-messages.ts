// The texts the shop hands to the customer by WhatsApp or SMS: the confirmation of a
// new order, one message per status change, the order dialog's free text, and the storefront's
// question about an order. Pure, so the wording is tested.
import { formatBRL } from '@/domain/format';
import { fulfillmentOf } from '@/domain/orders/items';
import { isOrderStatus, type OrderStatus } from '@/domain/orders/status';
import { toWhatsAppNumber } from '@/domain/phone';
import { encodeMessageText } from '@/domain/whatsapp';
import type { OrderFields } from '@/domain/orders/order-row';

/** What the confirmation promises when neither the order nor its zone says. */
export const DEFAULT_ESTIMATED_TIME = '30-45';
/** What the delivery notification promises. */
export const DELIVERY_ESTIMATE = '15-20 minutos';

/** cancel_reason: why the order was cancelled; the customer sees it. */
export type CustomerMessageOrder = OrderFields<
  'order_number' | 'customer_name',
  'fulfillment' | 'cancel_reason' | 'revision' | 'total_amount'
>;

export interface CustomerMessageOptions {
  /** The customer's page of the order, /client/pedido/:id. */
  trackingUrl?: string | null;
  /** A scheduled order's slot: 'Agendado para sex 28/11, 19:00–19:30' (domain/schedule.ts). */
  scheduledText?: string | null;
}

const label = (order: CustomerMessageOrder) => `#${order.order_number}`;
const greeting = (order: CustomerMessageOrder) => `Olá ${order.customer_name}!`;
const withLink = (text: string, { trackingUrl }: CustomerMessageOptions) =>
  trackingUrl ? `${text}\n\nAcompanhe seu pedido: ${trackingUrl}` : text;

/** Confirms a new order with its estimated time (the order's or zone's, else 30-45 minutes). */
export function customerConfirmationMessage(
  order: CustomerMessageOrder,
  estimatedTime?: string | null,
  options: CustomerMessageOptions = {},
): string {
  if (options.scheduledText) {
    return withLink(
      `${greeting(order)} Recebemos seu pedido ${label(order)}. ${options.scheduledText}. Obrigado pela preferência!`,
      options,
    );
  }
  const time = estimatedTime?.trim() || DEFAULT_ESTIMATED_TIME;
  const estimate =
    fulfillmentOf(order.fulfillment) === 'pickup'
      ? `Tempo estimado para retirada: ${time} minutos.`
      : `Tempo estimado de entrega: ${time} minutos.`;
  return withLink(
    `${greeting(order)} Recebemos seu pedido ${label(order)} e ele já está sendo preparado. ${estimate} Obrigado pela preferência!`,
    options,
  );
}

const STATUS_TEXT: Record<
  Exclude<OrderStatus, 'pending'>,
  (order: CustomerMessageOrder) => string
> = {
  processing: (order) => `Seu pedido ${label(order)} está sendo preparado.`,
  out_for_delivery: (order) =>
    `Seu pedido ${label(order)} saiu para entrega! Previsão de chegada: ${DELIVERY_ESTIMATE}.`,
  ready_for_pickup: (order) =>
    `Seu pedido ${label(order)} está pronto e esperando por você na loja. Pode vir buscar!`,
  delivered: (order) =>
    `Seu pedido ${label(order)} foi entregue. Obrigado pela preferência e bom apetite!`,
  cancelled: (order) => {
    const reason = order.cancel_reason?.trim();
    const why = reason ? ` Motivo: ${reason}${/[.!?]$/.test(reason) ? '' : '.'}` : '';
    return `Seu pedido ${label(order)} foi cancelado.${why} Em caso de dúvida, fale com a gente.`;
  },
};

/**
 * What the customer is told when the order moves to `status`; null when there is nothing to say
 * (back to pending cannot happen, and an unknown status has no text).
 */
export function customerStatusMessage(
  order: CustomerMessageOrder,
  status: string,
  options: CustomerMessageOptions = {},
): string | null {
  if (!isOrderStatus(status) || status === 'pending') return null;
  return withLink(
    `${greeting(order)} ${STATUS_TEXT[status](order)}${editedTotal(order, status)}`,
    options,
  );
}

/**
 * After the team edited the order (items, address, zone), the messages until it is delivered say
 * the total to pay now, as the tracking page does.
 */
function editedTotal(order: CustomerMessageOrder, status: OrderStatus): string {
  if (!order.revision || order.total_amount == null) return '';
  if (status === 'delivered' || status === 'cancelled') return '';
  return ` Seu pedido foi alterado: o novo total é ${formatBRL(Number(order.total_amount))}.`;
}

/** The order dialog's free text: 'Olá {customer}, sobre seu pedido {#number}: {message}'. */
export function contactMessage(order: CustomerMessageOrder, message: string): string {
  return `Olá ${order.customer_name}, sobre seu pedido ${label(order)}: ${message.trim()}`;
}

/** An sms: link with the same text as the WhatsApp message (the phone in international form). */
export function smsLink(phone: string, text: string): string {
  return `sms:+${toWhatsAppNumber(phone)}?body=${encodeMessageText(text)}`;
}

/** A customer asking the business about an order (from the order's page). */
export function orderQuestionMessage(orderNumber: string): string {
  return `Olá! Gostaria de saber sobre o meu pedido #${orderNumber}.`;
}
