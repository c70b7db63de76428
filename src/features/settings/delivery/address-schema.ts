import { z } from 'zod';
import { formatCep } from '@/lib/lookup-cep';
import type { BusinessAddress } from './business-address';

// The address form's messages, word for word (docs/screens.md).
export const ADDRESS_MESSAGES = {
  requiredTitle: 'Campos obrigatórios',
  requiredDescription: 'Por favor, preencha todos os campos obrigatórios.',
  required: 'Campo obrigatório',
  cepInvalid: 'CEP deve ter 8 dígitos',
  savedTitle: 'Endereço atualizado',
  savedDescription: 'O endereço da empresa foi atualizado com sucesso.',
} as const;

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
