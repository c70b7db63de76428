import { z } from 'zod';
import type { DeliveryZone, DeliveryZoneInsert } from '@/data/delivery-zones/schema';
import { formatMoneyInput, parseMoney } from '@/domain/money';
import { ZONE_NAME_MAX } from './zone-list';

export const ZONE_MESSAGES = {
  nameRequired: 'Informe o nome do bairro.',
  nameTooLong: `Use no máximo ${ZONE_NAME_MAX} caracteres.`,
  feeInvalid: 'Informe uma taxa igual ou maior que zero',
  minimumInvalid: 'Informe um valor igual ou maior que zero, ou deixe em branco.',
  timeTooLong: 'Use no máximo 30 caracteres',
  created: 'Bairro adicionado',
  updated: 'Bairro atualizado',
} as const;

export const zoneSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, ZONE_MESSAGES.nameRequired)
    .max(ZONE_NAME_MAX, ZONE_MESSAGES.nameTooLong),
  fee: z.string().refine((v) => !Number.isNaN(parseMoney(v)), ZONE_MESSAGES.feeInvalid),
  minimumOrder: z
    .string()
    .refine((v) => v.trim() === '' || !Number.isNaN(parseMoney(v)), ZONE_MESSAGES.minimumInvalid),
  estimatedTime: z.string().trim().max(30, ZONE_MESSAGES.timeTooLong),
});

export type ZoneValues = z.infer<typeof zoneSchema>;

export const EMPTY_ZONE: ZoneValues = { name: '', fee: '', minimumOrder: '', estimatedTime: '' };

export function toZoneValues(zone: DeliveryZone | null): ZoneValues {
  if (!zone) return EMPTY_ZONE;
  return {
    name: zone.name,
    fee: formatMoneyInput(zone.fee),
    minimumOrder: zone.minimum_order === null ? '' : formatMoneyInput(zone.minimum_order),
    estimatedTime: zone.estimated_time ?? '',
  };
}

export function toZoneRow(values: ZoneValues) {
  return {
    name: values.name,
    fee: parseMoney(values.fee),
    minimum_order: values.minimumOrder.trim() ? parseMoney(values.minimumOrder) : null,
    estimated_time: values.estimatedTime || null,
  } satisfies Partial<DeliveryZoneInsert>;
}

/** The next zones go after the last one. */
export function nextSortOrder(zones: readonly Pick<DeliveryZone, 'sort_order'>[]): number {
  return zones.reduce((max, zone) => Math.max(max, zone.sort_order), 0) + 1;
}
