// What checkout hands the success page through the router's navigation state. A reload or a
// shared link has none, and the page then shows its generic message.

export interface SuccessState {
  order: {
    id: string;
    orderNumber: string;
    total: number;
    /** The stored payment method: 'pix' shows the order's Pix code when the shop has a key. */
    paymentMethod?: string;
  };
  /** The WhatsApp message to the shop: the page offers to send it again. */
  whatsAppUrl?: string;
  /** The browser blocked the WhatsApp window: the message was not sent at all. */
  whatsAppBlocked?: boolean;
}

export function readSuccessState(state: unknown): SuccessState | null {
  if (typeof state !== 'object' || state === null) return null;
  const { order, whatsAppUrl, whatsAppBlocked } = state as Record<string, unknown>;
  if (typeof order !== 'object' || order === null) return null;
  const { id, orderNumber, total, paymentMethod } = order as Record<string, unknown>;
  if (typeof id !== 'string' || typeof orderNumber !== 'string' || typeof total !== 'number')
    return null;
  const url =
    typeof whatsAppUrl === 'string' && whatsAppUrl.startsWith('https://wa.me/')
      ? whatsAppUrl
      : undefined;
  return {
    order: {
      id,
      orderNumber,
      total,
      ...(typeof paymentMethod === 'string' ? { paymentMethod } : {}),
    },
    ...(url ? { whatsAppUrl: url, whatsAppBlocked: whatsAppBlocked === true } : {}),
  };
}
