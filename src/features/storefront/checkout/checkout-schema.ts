import { z } from 'zod';
import { formatAmount } from '@/domain/format';
import { parseMoney } from '@/domain/money';
import { PAYMENT_METHODS } from '@/domain/orders/payment-methods';
import { isValidCustomerPhone } from '@/domain/phone';

// The checkout's texts, word for word (docs/screens.md); the field messages and
// limits mirror what place_order enforces, so the customer hears of a problem before sending.
export const CHECKOUT_MESSAGES = {
  requiredTitle: 'Campos obrigatórios',
  requiredDescription: 'Por favor, preencha todos os campos obrigatórios.',
  minimumTitle: 'Pedido mínimo não atingido',
  minimumDescription: (amount: number) =>
    `O valor mínimo para pedidos é R$ ${formatAmount(amount)}`,
  errorTitle: 'Erro ao criar pedido',
  errorDescription: 'Ocorreu um erro ao processar seu pedido. Tente novamente.',
  nameRequired: 'Informe seu nome completo.',
  phoneRequired: 'Informe seu telefone com DDD.',
  phoneInvalid: 'Telefone inválido. Informe o DDD e o número, como (11) 98765-4321.',
  streetRequired: 'Informe a rua.',
  numberRequired: 'Informe o número (ou S/N).',
  neighborhoodRequired: 'Informe o bairro.',
  zoneRequired: 'Escolha o seu bairro na lista de entrega.',
  outsideTitle: (neighborhood: string) =>
    neighborhood ? `Não entregamos em ${neighborhood}` : 'Não entregamos nesse bairro',
  outsideDescription: (pickup: boolean) =>
    pickup
      ? 'Escolha a retirada no local ou fale com a loja pelo WhatsApp.'
      : 'Fale com a loja pelo WhatsApp.',
  cepInvalid: 'CEP deve ter 8 dígitos',
  stateInvalid: 'Use a sigla do estado, ex.: SP.',
  nameTooLong: 'O campo nome é longo demais.',
  addressTooLong: 'O campo endereço é longo demais.',
  notesTooLong: 'O campo observações é longo demais.',
  paymentRequired: 'Escolha a forma de pagamento.',
  changeForHint: 'Deixe em branco se não precisar de troco.',
  changeForInvalid: 'Informe o valor da nota, como 100,00.',
} as const;

/** The zone list's "Meu bairro não está na lista": a delivery the shop does not make. */
export const OUTSIDE_ZONE = 'fora-da-lista';

export const FIELD_LIMITS = { customerName: 120, customerAddress: 300, notes: 500 } as const;
/** place_order's limits for each part of the address. */
export const ADDRESS_LIMITS = {
  street: 120,
  number: 20,
  complement: 80,
  neighborhood: 80,
  city: 80,
  reference: 120,
} as const;

const text = (max: number, tooLong: string = CHECKOUT_MESSAGES.addressTooLong) =>
  z.string().trim().max(max, tooLong);

const baseSchema = z.object({
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
  fulfillment: z.enum(['delivery', 'pickup']),
  cep: z
    .string()
    .trim()
    .refine((v) => v === '' || v.replace(/\D/g, '').length === 8, CHECKOUT_MESSAGES.cepInvalid),
  street: text(ADDRESS_LIMITS.street),
  number: text(ADDRESS_LIMITS.number),
  complement: text(ADDRESS_LIMITS.complement),
  neighborhood: text(ADDRESS_LIMITS.neighborhood),
  city: text(ADDRESS_LIMITS.city),
  state: z
    .string()
    .trim()
    .refine((v) => v === '' || /^[A-Za-z]{2}$/.test(v), CHECKOUT_MESSAGES.stateInvalid),
  reference: text(ADDRESS_LIMITS.reference),
  deliveryZoneId: z.string(),
  notes: z.string().trim().max(FIELD_LIMITS.notes, CHECKOUT_MESSAGES.notesTooLong),
  paymentMethod: z.enum(PAYMENT_METHODS, CHECKOUT_MESSAGES.paymentRequired),
  // "Troco para quanto?" (cash only): blank, or the note the customer will pay with
  changeFor: z
    .string()
    .trim()
    .refine(
      (value) => value === '' || changeForAmount(value) !== null,
      CHECKOUT_MESSAGES.changeForInvalid,
    ),
});

/** The note typed for "Troco para quanto?", in reais, or null when it is not an amount. */
export function changeForAmount(value: string): number | null {
  const amount = parseMoney(value);
  return Number.isFinite(amount) && amount > 0 && amount < 100_000 ? amount : null;
}

export type CheckoutValues = z.infer<typeof baseSchema>;
export type AddressField =
  'cep' | 'street' | 'number' | 'complement' | 'neighborhood' | 'city' | 'state' | 'reference';

export interface CheckoutRules {
  /** The shop has active zones: a delivery must name one, and the zone is the bairro. */
  zonesRequired: boolean;
}

/** The customer said their bairro is not on the shop's list (or the CEP's bairro is not). */
export function isOutsideZone(values: Partial<Record<keyof CheckoutValues, string>>): boolean {
  return values.fulfillment !== 'pickup' && values.deliveryZoneId === OUTSIDE_ZONE;
}

/** What a delivery needs besides name and phone (a pickup needs no address). */
function deliveryProblems(
  values: Partial<Record<keyof CheckoutValues, string>>,
  rules: CheckoutRules,
): Array<[keyof CheckoutValues, string]> {
  if (values.fulfillment === 'pickup') return [];
  const blank = (field: keyof CheckoutValues) => !(values[field] ?? '').trim();
  const problems: Array<[keyof CheckoutValues, string]> = [];
  if (blank('street')) problems.push(['street', CHECKOUT_MESSAGES.streetRequired]);
  if (blank('number')) problems.push(['number', CHECKOUT_MESSAGES.numberRequired]);
  // With zones, the zone list is the one bairro control (its choice fills the bairro).
  if (!rules.zonesRequired && blank('neighborhood'))
    problems.push(['neighborhood', CHECKOUT_MESSAGES.neighborhoodRequired]);
  if (rules.zonesRequired && blank('deliveryZoneId'))
    problems.push(['deliveryZoneId', CHECKOUT_MESSAGES.zoneRequired]);
  return problems;
}

/** The checkout form's rules: a delivery needs an address (and a zone while the shop has zones). */
export function checkoutSchema(rules: CheckoutRules = { zonesRequired: false }) {
  return baseSchema.superRefine((values, ctx) => {
    for (const [field, message] of deliveryProblems(values, rules)) {
      ctx.addIssue({ code: 'custom', path: [field], message });
    }
    if (rules.zonesRequired && isOutsideZone(values)) {
      ctx.addIssue({
        code: 'custom',
        path: ['deliveryZoneId'],
        message: `${CHECKOUT_MESSAGES.outsideTitle(values.neighborhood.trim())}.`,
      });
    }
    if (
      values.fulfillment === 'delivery' &&
      addressLine(values).length > FIELD_LIMITS.customerAddress
    ) {
      ctx.addIssue({ code: 'custom', path: ['street'], message: CHECKOUT_MESSAGES.addressTooLong });
    }
  });
}

/** The "Campos obrigatórios" toast applies when one of these is blank. */
export function hasMissingRequiredField(
  values: Partial<Record<keyof CheckoutValues, string>>,
  rules: CheckoutRules = { zonesRequired: false },
): boolean {
  const person = (['customerName', 'customerPhone'] as const).some(
    (field) => !(values[field] ?? '').trim(),
  );
  return person || deliveryProblems(values, rules).length > 0;
}

/** The structured address place_order stores (empty parts are dropped by the server). */
export function addressOf(
  values: Pick<CheckoutValues, AddressField>,
): Record<AddressField, string> {
  return {
    cep: values.cep.trim(),
    street: values.street.trim(),
    number: values.number.trim(),
    complement: values.complement.trim(),
    neighborhood: values.neighborhood.trim(),
    city: values.city.trim(),
    state: values.state.trim().toUpperCase(),
    reference: values.reference.trim(),
  };
}

/**
 * The address on one line, as place_order writes customer_address:
 * "Rua A, 10 - Apto 2 - Centro - São Paulo/SP - CEP 01310-100 (Referência: portão azul)".
 */
export function addressLine(values: Pick<CheckoutValues, AddressField>): string {
  const a = addressOf(values);
  const digits = a.cep.replace(/\D/g, '');
  const cep = digits.length === 8 ? `${digits.slice(0, 5)}-${digits.slice(5)}` : a.cep;
  const line = [
    `${a.street}, ${a.number}`,
    a.complement,
    a.neighborhood,
    [a.city, a.state].filter(Boolean).join('/'),
    cep ? `CEP ${cep}` : '',
  ]
    .filter(Boolean)
    .join(' - ');
  return a.reference ? `${line} (Referência: ${a.reference})` : line;
}
