import { z } from 'zod';
import { formatAmount } from '@/lib/format';
import { PAYMENT_METHODS } from '@/lib/payment-methods';
import { isValidCustomerPhone } from '@/lib/phone';

// Spec 5 ("Checkout") and 8 ("Order creation failure"), texts verbatim; the field messages and
// limits mirror what place_order enforces, so the customer hears of a problem before sending.
export const CHECKOUT_MESSAGES = {
  requiredTitle: 'Campos obrigatórios',
  requiredDescription: 'Por favor, preencha todos os campos obrigatórios.',
  minimumTitle: 'Pedido mínimo não atingido',
  minimumDescription: (amount: number) =>
    `O valor mínimo para pedidos é R$ ${formatAmount(amount)}`,
  errorTitle: 'Erro ao criar pedido',
  errorDescription: 'Ocorreu um erro ao processar seu pedido. Tente novamente.',
  successTitle: 'Pedido realizado!',
  successDescription: 'Seu pedido foi enviado com sucesso.',
  nameRequired: 'Informe seu nome completo.',
  phoneRequired: 'Informe seu telefone com DDD.',
  phoneInvalid: 'Telefone inválido. Informe o DDD e o número, como (11) 98765-4321.',
  addressRequired: 'Informe o endereço completo para a entrega.',
  nameTooLong: 'O campo nome é longo demais.',
  addressTooLong: 'O campo endereço é longo demais.',
  notesTooLong: 'O campo observações é longo demais.',
  paymentRequired: 'Escolha a forma de pagamento.',
} as const;

export const FIELD_LIMITS = { customerName: 120, customerAddress: 300, notes: 500 } as const;

export const checkoutSchema = z.object({
  customerName: z
    .string()
    .trim()
    .min(1, CHECKOUT_MESSAGES.nameRequired)
    .max(FIELD_LIMITS.customerName, CHECKOUT_MESSAGES.nameTooLong),
  customerPhone: z
    .string()
    .trim()
    .min(1, CHECKOUT_MESSAGES.phoneRequired)
    .refine((value) => value === '' || isValidCustomerPhone(value), CHECKOUT_MESSAGES.phoneInvalid),
  customerAddress: z
    .string()
    .trim()
    .min(1, CHECKOUT_MESSAGES.addressRequired)
    .max(FIELD_LIMITS.customerAddress, CHECKOUT_MESSAGES.addressTooLong),
  notes: z.string().trim().max(FIELD_LIMITS.notes, CHECKOUT_MESSAGES.notesTooLong),
  paymentMethod: z.enum(PAYMENT_METHODS, CHECKOUT_MESSAGES.paymentRequired),
});

export type CheckoutValues = z.infer<typeof checkoutSchema>;

const REQUIRED = ['customerName', 'customerPhone', 'customerAddress'] as const;

/** The spec's "Campos obrigatórios" toast applies when one of these is blank. */
export function hasMissingRequiredField(
  values: Partial<Record<keyof CheckoutValues, string>>,
): boolean {
  return REQUIRED.some((field) => !(values[field] ?? '').trim());
}
