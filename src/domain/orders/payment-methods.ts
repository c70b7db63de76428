// One canonical set of payment methods everywhere, labels from one typed map.

export const PAYMENT_METHODS = ['pix', 'cash', 'credit', 'debit'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  pix: 'Pix',
  cash: 'Dinheiro',
  credit: 'Cartão de Crédito',
  debit: 'Cartão de Débito',
};

export const PAYMENT_METHOD_DESCRIPTIONS: Record<PaymentMethod, string> = {
  pix: 'Pagamento instantâneo',
  cash: 'Pagamento na entrega',
  credit: 'Maquininha na entrega',
  debit: 'Maquininha na entrega',
};

export function isPaymentMethod(value: unknown): value is PaymentMethod {
  return typeof value === 'string' && (PAYMENT_METHODS as readonly string[]).includes(value);
}

/** The label of a stored method; unknown values show raw, missing ones as 'Não informado'. */
export function paymentMethodLabel(value: string | null | undefined): string {
  if (!value) return 'Não informado';
  return isPaymentMethod(value) ? PAYMENT_METHOD_LABELS[value] : value;
}
