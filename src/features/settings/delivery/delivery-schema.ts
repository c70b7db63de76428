import { z } from 'zod';
import { formatAmount } from '@/domain/format';
import { formatDecimal, parseDecimal } from '@/domain/decimal';
import { parseMoney } from '@/domain/money';

// The delivery radius screen's messages and toasts, word for word (docs/screens.md).
export const DELIVERY_MESSAGES = {
  radiusInvalid: 'Informe um raio igual ou maior que zero',
  feeInvalid: 'Informe uma taxa igual ou maior que zero',
  timeTooLong: 'Use no máximo 30 caracteres',
  timeRequired: 'Informe o tempo estimado',
  notLocated:
    'Não foi possível localizar o endereço no mapa. Toque no mapa onde fica a sua empresa para posicionar o pino.',
  pinHint: 'Toque no mapa ou arraste o pino para ajustar a localização da empresa.',
  pinMoved: 'Pino posicionado. Salve para guardar a nova localização.',
  radiusHint:
    'Só desenha o círculo no mapa, para você ver até onde vão os bairros. O checkout não mede a distância do cliente: quem limita a entrega são os bairros cadastrados.',
  savedTitle: 'Configurações salvas',
  savedDescription: (radius: string, fee: string, time: string) =>
    `Raio de ${radius}km, taxa de R$ ${fee} e tempo de ${time} min salvos.`,
} as const;

// Both parsers refuse negatives: a number is a valid radius or fee.
const readable = (parse: (text: string) => number, message: string) =>
  z.string().refine((value) => !Number.isNaN(parse(value)), message);

export const deliverySchema = z.object({
  radius: readable(parseDecimal, DELIVERY_MESSAGES.radiusInvalid),
  fee: readable(parseMoney, DELIVERY_MESSAGES.feeInvalid),
  estimatedTime: z
    .string()
    .trim()
    .min(1, DELIVERY_MESSAGES.timeRequired)
    .max(30, DELIVERY_MESSAGES.timeTooLong),
});

export type DeliveryValues = z.infer<typeof deliverySchema>;

/** The radius the map draws while the owner types (0 for anything invalid). */
export function radiusKm(value: string): number {
  const n = parseDecimal(value);
  return Number.isNaN(n) ? 0 : n;
}

/** What the owner typed, and the pin's coordinates when there is a pin (kept as they were if not). */
export function toDeliveryPatch(values: DeliveryValues, at: { lat: number; lng: number } | null) {
  return {
    delivery_radius_km: Math.round(parseDecimal(values.radius) * 100) / 100,
    delivery_fee: parseMoney(values.fee),
    estimated_time: values.estimatedTime,
    ...(at ? { latitude: at.lat, longitude: at.lng } : {}),
  };
}

export function deliverySavedDescription(values: DeliveryValues): string {
  return DELIVERY_MESSAGES.savedDescription(
    formatDecimal(radiusKm(values.radius)),
    formatAmount(parseMoney(values.fee)),
    values.estimatedTime,
  );
}

/** The local mirror (key deliverySettings, docs/screens.md): strings with a decimal point. */
export function mirrorDeliverySettings(values: DeliveryValues, storage: Storage = localStorage) {
  try {
    storage.setItem(
      'deliverySettings',
      JSON.stringify({
        radius: String(parseDecimal(values.radius)),
        fee: parseMoney(values.fee).toFixed(2),
        estimatedTime: values.estimatedTime,
      }),
    );
  } catch (error) {
    console.error('Could not store the delivery settings locally', error);
  }
}
