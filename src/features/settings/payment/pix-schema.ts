import { z } from 'zod';
import { isPixText } from '@/domain/pix';
import { isPixKeyType, isValidPixKey, normalisePixKey, type PixKeyType } from '@/domain/pix-key';

export const PIX_NAME_MAX = 25;
export const PIX_CITY_MAX = 15;

export const PIX_KEY_TYPE_LABELS: Record<PixKeyType, string> = {
  cpf: 'CPF',
  cnpj: 'CNPJ',
  email: 'E-mail',
  phone: 'Celular',
  random: 'Chave aleatória',
};

export const PIX_KEY_PLACEHOLDERS: Record<PixKeyType, string> = {
  cpf: '000.000.000-00',
  cnpj: '00.000.000/0000-00',
  email: 'pix@sualoja.com.br',
  phone: '(11) 98765-4321',
  random: '123e4567-e89b-12d3-a456-426614174000',
};

export const PIX_MESSAGES = {
  typeRequired: 'Escolha o tipo da chave.',
  keyRequired: 'Informe a chave Pix.',
  invalidKey: {
    cpf: 'CPF inválido. Confira os 11 dígitos.',
    cnpj: 'CNPJ inválido. Confira os 14 dígitos.',
    email: 'E-mail inválido. Use o formato nome@dominio.com.br, sem acentos.',
    phone: 'Celular inválido. Informe DDD e número, como (11) 98765-4321.',
    random: 'Chave aleatória inválida. Copie a chave do app do banco, com os hífens.',
  } satisfies Record<PixKeyType, string>,
  nameRequired: 'Informe o nome do recebedor.',
  nameTooLong: `Use no máximo ${PIX_NAME_MAX} caracteres.`,
  cityRequired: 'Informe a cidade.',
  cityTooLong: `Use no máximo ${PIX_CITY_MAX} caracteres.`,
  lettersNeeded: 'Use só letras, números e pontuação comum, sem emojis.',
} as const;

/** Name and city: required, at most max characters, and text a Pix code can carry. */
const pixText = (max: number, required: string, tooLong: string) =>
  z
    .string()
    .trim()
    .min(1, required)
    .max(max, tooLong)
    .refine(isPixText, PIX_MESSAGES.lettersNeeded);

export const pixSchema = z
  .object({
    keyType: z.string(),
    key: z.string(),
    merchantName: pixText(PIX_NAME_MAX, PIX_MESSAGES.nameRequired, PIX_MESSAGES.nameTooLong),
    merchantCity: pixText(PIX_CITY_MAX, PIX_MESSAGES.cityRequired, PIX_MESSAGES.cityTooLong),
  })
  .superRefine(({ keyType, key }, ctx) => {
    if (!isPixKeyType(keyType)) {
      ctx.addIssue({ code: 'custom', path: ['keyType'], message: PIX_MESSAGES.typeRequired });
      return;
    }
    if (!key.trim()) {
      ctx.addIssue({ code: 'custom', path: ['key'], message: PIX_MESSAGES.keyRequired });
    } else if (!isValidPixKey(keyType, normalisePixKey(keyType, key))) {
      ctx.addIssue({ code: 'custom', path: ['key'], message: PIX_MESSAGES.invalidKey[keyType] });
    }
  });

export type PixFormValues = z.infer<typeof pixSchema>;

/** What a valid form saves (data/settings/save-pix-settings): the key as the DICT stores it. */
export function toPixSettings(values: PixFormValues) {
  const keyType = values.keyType as PixKeyType;
  return {
    keyType,
    key: normalisePixKey(keyType, values.key),
    merchantName: values.merchantName,
    merchantCity: values.merchantCity,
  };
}

const group = (digits: string, pattern: RegExp, format: string) => digits.replace(pattern, format);

/** The stored key as people write it: 529.982.247-25, (11) 98765-4321… */
export function formatPixKey(type: string | null, key: string | null): string {
  if (!key) return '';
  switch (type) {
    case 'cpf':
      return group(key, /^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4');
    case 'cnpj':
      return group(key, /^(\d{2})(\d{3})(\d{3})(\d{4})(\d{2})$/, '$1.$2.$3/$4-$5');
    case 'phone':
      return group(key, /^\+55(\d{2})(\d{4,5})(\d{4})$/, '($1) $2-$3');
    default:
      return key;
  }
}

export const PIX_KEY_INPUT_MODES: Record<PixKeyType, 'numeric' | 'email' | 'tel' | 'text'> = {
  cpf: 'numeric',
  cnpj: 'numeric',
  email: 'email',
  phone: 'tel',
  random: 'text',
};

/** The settings row's columns the card reads. */
export interface PixRow {
  pix_key: string | null;
  pix_key_type: string | null;
  pix_merchant_name: string | null;
  pix_merchant_city: string | null;
  company_name: string;
  business_address: unknown;
}

/** The saved receiver, or the shop's own name and city as a first suggestion. */
export function pixFormDefaults(row: PixRow | null): PixFormValues {
  const city = (row?.business_address as { city?: unknown } | null)?.city;
  return {
    keyType: row?.pix_key_type ?? '',
    key: formatPixKey(row?.pix_key_type ?? null, row?.pix_key ?? null),
    merchantName: row?.pix_merchant_name ?? (row?.company_name ?? '').slice(0, PIX_NAME_MAX),
    merchantCity:
      row?.pix_merchant_city ?? (typeof city === 'string' ? city.slice(0, PIX_CITY_MAX) : ''),
  };
}
