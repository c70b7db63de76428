import { z } from 'zod';

export const FULFILLMENT_MESSAGES = {
  noneOffered: 'Ative a entrega, a retirada no local ou as duas.',
  timeTooLong: 'Use no máximo 30 caracteres',
  savedTitle: 'Configuração salva',
  savedDescription: (delivery: boolean, pickup: boolean) =>
    delivery && pickup
      ? 'A loja oferece entrega e retirada no local.'
      : pickup
        ? 'A loja oferece só retirada no local.'
        : 'A loja oferece só entrega.',
} as const;

export const fulfillmentSchema = z
  .object({
    acceptsDelivery: z.boolean(),
    acceptsPickup: z.boolean(),
    pickupEstimatedTime: z.string().trim().max(30, FULFILLMENT_MESSAGES.timeTooLong),
  })
  .refine((values) => values.acceptsDelivery || values.acceptsPickup, {
    message: FULFILLMENT_MESSAGES.noneOffered,
    path: ['acceptsDelivery'],
  });

export type FulfillmentValues = z.infer<typeof fulfillmentSchema>;

export function toFulfillmentPatch(values: FulfillmentValues) {
  return {
    accepts_delivery: values.acceptsDelivery,
    accepts_pickup: values.acceptsPickup,
    pickup_estimated_time: values.pickupEstimatedTime || null,
  };
}
