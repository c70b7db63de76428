// The report's pt-BR labels for the server's codes.
import { PAYMENT_METHOD_LABELS, isPaymentMethod } from '@/domain/orders/payment-methods';

export const WEEKDAYS = ['Domingo', 'Segunda', 'Terça', 'Quarta', 'Quinta', 'Sexta', 'Sábado'];
export const WEEKDAYS_SHORT = ['Dom', 'Seg', 'Ter', 'Qua', 'Qui', 'Sex', 'Sáb'];

const CHANNELS: Record<string, string> = {
  online: 'Online',
  whatsapp: 'WhatsApp',
  phone: 'Telefone',
  counter: 'Balcão',
};

const FULFILLMENT: Record<string, string> = { delivery: 'Entrega', pickup: 'Retirada' };

const STEPS: Record<string, string> = {
  accepted: 'Recebido → aceito',
  ready: 'Aceito → pronto / saiu',
  delivered: 'Pronto / saiu → entregue',
  total: 'Recebido → entregue',
};

export const paymentLabel = (method: string) =>
  isPaymentMethod(method) ? PAYMENT_METHOD_LABELS[method] : method;
export const channelLabel = (channel: string) => CHANNELS[channel] ?? channel;
export const fulfillmentLabel = (value: string) => FULFILLMENT[value] ?? value;
export const stepLabel = (step: string) => STEPS[step] ?? step;
export const zoneLabel = (name: string | null) => name ?? 'Sem área';

const decimal = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 2 });
/** 7, 0,5, 12,25 */
export const formatQuantity = (value: number) => decimal.format(value);
/** 12 min, 7,5 min */
export const formatMinutes = (value: number) => `${decimal.format(value)} min`;

/** 09/03 from 2026-03-09. */
export function shortDay(day: string): string {
  return `${day.slice(8, 10)}/${day.slice(5, 7)}`;
}

/** 09/03/2026 from 2026-03-09. */
export function longDay(day: string): string {
  return `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;
}
