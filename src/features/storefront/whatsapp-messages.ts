// The texts the storefront hands to WhatsApp (spec 7, "External links"). Pure, so the exact
// wording is tested; plain text with WhatsApp's *bold* markers, amounts as "R$ 1.234,50".
import { formatAmount } from '@/lib/format';
import { paymentMethodLabel } from '@/lib/payment-methods';
import { whatsAppLink } from '@/lib/whatsapp';
import type { PlacedOrder } from '@/data/orders/place-order';

export type NewOrderMessageInput = Pick<
  PlacedOrder,
  | 'order_number'
  | 'customer_name'
  | 'customer_phone'
  | 'customer_address'
  | 'items'
  | 'payment_method'
  | 'delivery_fee'
  | 'discount'
  | 'promo_code'
  | 'total_amount'
  | 'notes'
>;

const money = (value: number) => `R$ ${formatAmount(value)}`;
const lineTotal = (price: number, quantity: number) => (Math.round(price * 100) * quantity) / 100;

/** The new-order message to the business, built from the order the server stored. */
export function newOrderMessage(order: NewOrderMessageInput): string {
  const items = order.items.flatMap((item) => [
    `${item.quantity}x ${item.name} - ${money(lineTotal(item.price, item.quantity))}`,
    ...(item.notes ? [`   Obs.: ${item.notes}`] : []),
  ]);
  const discountLabel = order.promo_code ? `Desconto (${order.promo_code})` : 'Desconto';
  const lines = [
    `*Novo pedido #${order.order_number}*`,
    '',
    `*Cliente:* ${order.customer_name}`,
    `*Telefone:* ${order.customer_phone}`,
    `*Endereço:* ${order.customer_address}`,
    '',
    '*Itens:*',
    ...items,
    '',
    `*Pagamento:* ${paymentMethodLabel(order.payment_method)}`,
    ...(order.delivery_fee > 0 ? [`*Taxa de entrega:* ${money(order.delivery_fee)}`] : []),
    ...(order.discount > 0 ? [`*${discountLabel}:* -${money(order.discount)}`] : []),
    `*Total:* ${money(order.total_amount)}`,
    ...(order.notes ? ['', `*Observações:* ${order.notes}`] : []),
    '',
    'Por favor, confirme o pedido.',
  ];
  return lines.join('\n');
}

/** wa.me link that opens the new-order message in a chat with the business. */
export function newOrderWhatsAppLink(businessNumber: string, order: NewOrderMessageInput): string {
  return whatsAppLink(businessNumber, newOrderMessage(order));
}

/** A customer asking the business about an order (from the order-status page). */
export function orderQuestionMessage(orderNumber: string): string {
  return `Olá! Gostaria de saber sobre o meu pedido #${orderNumber}.`;
}
