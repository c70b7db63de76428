// What checkout hands the success page through the router's navigation state. A reload or a
// shared link has none, and the page then shows its generic message.

export interface SuccessState {
  order: { id: string; orderNumber: string; total: number };
  /** Set when the browser blocked the WhatsApp window: the page offers the link instead. */
  whatsAppUrl?: string;
}

export function readSuccessState(state: unknown): SuccessState | null {
  if (typeof state !== 'object' || state === null) return null;
  const { order, whatsAppUrl } = state as Record<string, unknown>;
  if (typeof order !== 'object' || order === null) return null;
  const { id, orderNumber, total } = order as Record<string, unknown>;
  if (typeof id !== 'string' || typeof orderNumber !== 'string' || typeof total !== 'number')
    return null;
  return {
    order: { id, orderNumber, total },
    ...(typeof whatsAppUrl === 'string' && whatsAppUrl.startsWith('https://wa.me/')
      ? { whatsAppUrl }
      : {}),
  };
}
