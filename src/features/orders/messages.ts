// The texts the admin hands to WhatsApp or SMS (spec 4, 5, 7). Pure, so the wording is tested;
// plain text with WhatsApp's *bold* markers, amounts as "R$ 1.234,50".
import { formatAmount } from '@/lib/format';
import { paymentMethodLabel } from '@/lib/payment-methods';
import { toWhatsAppNumber } from '@/lib/phone';
import { encodeMessageText } from '@/lib/whatsapp';
import { orderLabel, type Order } from '@/data/orders/schema';

export const DELIVERY_ESTIMATE = '15-20 minutos';
export const DEFAULT_ESTIMATED_TIME = '30-45';

type MessageOrder = Pick<Order, 'order_number' | 'customer_name'>;
const money = (value: number) => `R$ ${formatAmount(value)}`;

/** The dialog's free-text message: 'Olá {customer}, sobre seu pedido {#number}: {message}'. */
export function contactMessage(order: MessageOrder, message: string): string {
  return `Olá ${order.customer_name}, sobre seu pedido ${orderLabel(order)}: ${message.trim()}`;
}

/** To the customer when the dashboard changes the status. */
export function statusChangeMessage(order: MessageOrder, statusText: string): string {
  return `Olá ${order.customer_name}! O status do seu pedido ${orderLabel(order)} foi atualizado para: *${statusText}*.`;
}

/** To the customer when the orders page sends the order out. */
export function outForDeliveryMessage(order: MessageOrder): string {
  return `Olá ${order.customer_name}! Seu pedido ${orderLabel(order)} saiu para entrega! Previsão de chegada: ${DELIVERY_ESTIMATE}.`;
}

/** To the business number when a new order arrives. */
export function businessNewOrderMessage(
  order: Pick<
    Order,
    | 'order_number'
    | 'customer_name'
    | 'customer_phone'
    | 'customer_address'
    | 'items'
    | 'payment_method'
    | 'delivery_fee'
    | 'total_amount'
    | 'notes'
  >,
): string {
  const lines = [
    `*Novo pedido ${orderLabel(order)}*`,
    '',
    `*Cliente:* ${order.customer_name}`,
    ...(order.customer_phone ? [`*Telefone:* ${order.customer_phone}`] : []),
    ...(order.customer_address ? [`*Endereço:* ${order.customer_address}`] : []),
    '',
    '*Itens:*',
    ...order.items.map(
      (item) => `${item.quantity}x ${item.name} - ${money(item.price * item.quantity)}`,
    ),
    '',
    `*Pagamento:* ${paymentMethodLabel(order.payment_method)}`,
    ...(order.delivery_fee > 0 ? [`*Taxa de entrega:* ${money(order.delivery_fee)}`] : []),
    `*Total:* ${money(order.total_amount)}`,
    ...(order.notes ? ['', `*Observações:* ${order.notes}`] : []),
    '',
    'Por favor, confirme o pedido.',
  ];
  return lines.join('\n');
}

/** To the customer, confirming the order with the shop's estimated time. */
export function customerConfirmationMessage(
  order: MessageOrder,
  estimatedTime?: string | null,
): string {
  const time = estimatedTime?.trim() || DEFAULT_ESTIMATED_TIME;
  return `Olá ${order.customer_name}! Recebemos seu pedido ${orderLabel(order)} e ele já está sendo preparado. Tempo estimado de entrega: ${time} minutos. Obrigado pela preferência!`;
}

/** An sms: link with the same text as the WhatsApp message (the phone in international form). */
export function smsLink(phone: string, text: string): string {
  return `sms:+${toWhatsAppNumber(phone)}?body=${encodeMessageText(text)}`;
}
