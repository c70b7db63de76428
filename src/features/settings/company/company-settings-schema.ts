import { z } from 'zod';
import { parseMoney } from '@/domain/money';
import type { Database } from '@/lib/database.types';

type CompanySettingsPatch = Database['public']['Tables']['company_settings']['Update'];

// The company settings form's messages, word for word where the screen had them (docs/screens.md).
export const COMPANY_SETTINGS_MESSAGES = {
  whatsappRequired: 'Número do WhatsApp é obrigatório',
  whatsappHint: 'Digite apenas números com código do país (ex: 5511999999999)',
  whatsappInvalid: 'Use de 10 a 15 dígitos, com o código do país (ex: 5511999999999)',
  amountInvalid: 'Informe um valor igual ou maior que zero',
  ceilingInvalid: 'Informe um valor maior que zero',
  pickupMinimumHint: 'Deixe 0 para retirada sem pedido mínimo.',
  ceilingHint:
    'O maior total de um pedido feito pelo cardápio online; acima dele, o cliente é convidado a falar com a loja pelo WhatsApp.',
} as const;

/** A blank amount is zero (no fee, no minimum). */
const toAmount = (value: string) => (value.trim() === '' ? 0 : parseMoney(value));

const amount = z
  .string()
  .trim()
  .refine((value) => !Number.isNaN(toAmount(value)), COMPANY_SETTINGS_MESSAGES.amountInvalid);

export const companySettingsSchema = z.object({
  whatsappNumber: z
    .string()
    .trim()
    .min(1, COMPANY_SETTINGS_MESSAGES.whatsappRequired)
    .refine((value) => {
      const digits = value.replace(/\D/g, '');
      return value === '' || (digits.length >= 10 && digits.length <= 15);
    }, COMPANY_SETTINGS_MESSAGES.whatsappInvalid),
  minimumOrder: amount,
  pickupMinimumOrder: amount,
  maxOrderTotal: amount.refine(
    (value) => toAmount(value) > 0,
    COMPANY_SETTINGS_MESSAGES.ceilingInvalid,
  ),
});

export type CompanySettingsValues = z.infer<typeof companySettingsSchema>;

/**
 * The row fields a valid form saves: digits only for the number, amounts in reais. The name is saved
 * by "Informações da Empresa", the address and the delivery fee on /delivery: one place per fact.
 */
export function toCompanySettingsPatch(values: CompanySettingsValues): CompanySettingsPatch {
  return {
    whatsapp_number: values.whatsappNumber.replace(/\D/g, ''),
    minimum_order: toAmount(values.minimumOrder),
    pickup_minimum_order: toAmount(values.pickupMinimumOrder),
    max_order_total: toAmount(values.maxOrderTotal),
  };
}
