import {
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  isPaymentMethod,
  type PaymentMethod,
} from '@/domain/orders/payment-methods';

export const PAYMENT_MESSAGES = {
  atLeastOne: 'Pelo menos uma forma de pagamento precisa ficar ativa.',
  defaultMustBeAccepted: (label: string) =>
    `${label} é a forma de pagamento padrão. Escolha outra forma padrão antes de desativá-la.`,
  defaultSavedTitle: 'Forma de pagamento salva',
  defaultSavedDescription: (label: string) => `Forma de pagamento definida como ${label}`,
  defaultNotAccepted: 'A forma padrão precisa estar entre as formas aceitas.',
} as const;

/** The methods the row holds, known values only, in the canonical order. */
export function acceptedMethods(stored: readonly string[] | null | undefined): PaymentMethod[] {
  const known = new Set((stored ?? []).filter(isPaymentMethod));
  return PAYMENT_METHODS.filter((method) => known.has(method));
}

export type ToggleResult = { ok: true; methods: PaymentMethod[] } | { ok: false; message: string };

/**
 * The accepted list after switching `method` on or off. Refused when it would leave none (the
 * checkout needs one) or would switch off the shop's default method.
 */
export function toggleAcceptedMethod(
  current: readonly PaymentMethod[],
  method: PaymentMethod,
  on: boolean,
  defaultMethod?: string,
): ToggleResult {
  const next = new Set(current);
  if (on) next.add(method);
  else next.delete(method);
  const methods = PAYMENT_METHODS.filter((m) => next.has(m));
  if (methods.length === 0) return { ok: false, message: PAYMENT_MESSAGES.atLeastOne };
  if (!on && method === defaultMethod) {
    return {
      ok: false,
      message: PAYMENT_MESSAGES.defaultMustBeAccepted(PAYMENT_METHOD_LABELS[method]),
    };
  }
  return { ok: true, methods };
}

/** The label the toast uses for a default method ('Desconhecido' for anything else). */
export function defaultMethodLabel(value: string): string {
  return isPaymentMethod(value) ? PAYMENT_METHOD_LABELS[value] : 'Desconhecido';
}
