import { z } from 'zod';
import type { CepLookup } from '@/lib/lookup-cep';
import type { BusinessAddress } from './business-address';

// Spec 5 ("Address"), texts verbatim.
export const ADDRESS_MESSAGES = {
  requiredTitle: 'Campos obrigatórios',
  requiredDescription: 'Por favor, preencha todos os campos obrigatórios.',
  required: 'Campo obrigatório',
  cepInvalid: 'CEP deve ter 8 dígitos',
  savedTitle: 'Endereço atualizado',
  savedDescription: 'O endereço da empresa foi atualizado com sucesso.',
} as const;

/** What a CEP lookup that filled nothing says under the field (the checkout's words). */
export const CEP_NOTICES: Record<Exclude<CepLookup['status'], 'found'>, string> = {
  'not-found': 'CEP não encontrado. Preencha o endereço abaixo.',
  failed: 'Não foi possível consultar o CEP agora. Preencha o endereço abaixo.',
};

const required = z.string().trim().min(1, ADDRESS_MESSAGES.required);

export const addressSchema = z.object({
  postalCode: z
    .string()
    .trim()
    .refine(
      (value) => value === '' || value.replace(/\D/g, '').length === 8,
      ADDRESS_MESSAGES.cepInvalid,
    ),
  street: required.max(120),
  number: required.max(20),
  neighborhood: z.string().trim().max(80),
  city: required.max(80),
  state: required.max(40),
  complement: z.string().trim().max(80),
});

export type AddressValues = z.infer<typeof addressSchema>;

export function toAddressValues(a: BusinessAddress | null): AddressValues {
  return {
    postalCode: a?.postal_code ?? '',
    street: a?.street ?? '',
    number: a?.number ?? '',
    neighborhood: a?.neighborhood ?? '',
    city: a?.city ?? '',
    state: a?.state ?? '',
    complement: a?.complement ?? '',
  };
}

/** 01310100 → 01310-100. */
export function formatCep(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 8);
  return digits.length > 5 ? `${digits.slice(0, 5)}-${digits.slice(5)}` : digits;
}

export function toBusinessAddress(values: AddressValues): BusinessAddress {
  return {
    street: values.street,
    number: values.number,
    neighborhood: values.neighborhood,
    city: values.city,
    state: values.state.toUpperCase().length === 2 ? values.state.toUpperCase() : values.state,
    postal_code: values.postalCode ? formatCep(values.postalCode) : '',
    complement: values.complement,
  };
}
