import type { UseFormRegisterReturn } from 'react-hook-form';
import { RadioCard } from './radio-card';
import { Banknote, CreditCard, QrCode, type LucideIcon } from 'lucide-react';
import {
  PAYMENT_METHOD_DESCRIPTIONS,
  PAYMENT_METHOD_LABELS,
  type PaymentMethod,
} from '@/domain/orders/payment-methods';

const ICONS: Record<PaymentMethod, LucideIcon> = {
  pix: QrCode,
  cash: Banknote,
  credit: CreditCard,
  debit: CreditCard,
};

interface PaymentMethodFieldProps {
  methods: readonly PaymentMethod[];
  registration: UseFormRegisterReturn<'paymentMethod'>;
  error?: string;
  /** A pickup order: "Pagamento na retirada" rather than "na entrega". */
  pickup?: boolean;
}

/** The shop's accepted payment methods as a group of radio cards. */
export function PaymentMethodField({
  methods,
  registration,
  error,
  pickup = false,
}: PaymentMethodFieldProps) {
  return (
    <fieldset className="grid gap-3" aria-describedby={error ? 'payment-method-error' : undefined}>
      <legend className="sr-only">Forma de pagamento</legend>
      <div className="grid grid-cols-1 gap-3 min-[400px]:grid-cols-2">
        {methods.map((method) => (
          <RadioCard
            key={method}
            value={method}
            registration={registration}
            icon={ICONS[method]}
            className="items-center gap-3 rounded-lg"
            iconClassName="rounded-md"
          >
            <span className="min-w-0 flex-1">
              <span className="block text-sm font-medium">{PAYMENT_METHOD_LABELS[method]}</span>
              <span className="block text-xs text-muted-foreground">
                {pickup
                  ? PAYMENT_METHOD_DESCRIPTIONS[method].replace('na entrega', 'na retirada')
                  : PAYMENT_METHOD_DESCRIPTIONS[method]}
              </span>
            </span>
            <span
              aria-hidden="true"
              className="size-4 shrink-0 rounded-full border-2 border-muted-foreground/40 transition-colors peer-checked:border-[5px] peer-checked:border-primary"
            />
          </RadioCard>
        ))}
      </div>
      {methods.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          A loja ainda não definiu as formas de pagamento aceitas.
        </p>
      ) : null}
      {error ? (
        <p id="payment-method-error" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
