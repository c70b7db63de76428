import { Plus, Trash2 } from 'lucide-react';
import { FormControl, FormField } from '@/components/form-field';
import { MoneyInput } from '@/components/money-input';
import { Button } from '@/components/ui/button';
import { formatBRL } from '@/domain/format';
import {
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  type PaymentMethod,
} from '@/domain/orders/payment-methods';
import type { NewOrderSectionProps } from './new-order-values';
import { MAX_PAYMENTS, paidAmount, type PaymentRow } from './payment-rows';

export interface PaymentFieldsProps extends NewOrderSectionProps {
  total: number;
}

/** "Pagamento" in Novo pedido: the method, or a split with each amount, and "Troco para" for cash. */
export function PaymentFields({ values, onChange, total }: PaymentFieldsProps) {
  const { payments, changeFor } = values;
  const setPayments = (next: PaymentRow[]) => onChange({ payments: next });
  const split = payments.length > 1;
  const paid = paidAmount(payments);
  const hasCash = payments.some((p) => p.method === 'cash');
  const patch = (index: number, change: Partial<PaymentRow>) =>
    setPayments(payments.map((p, i) => (i === index ? { ...p, ...change } : p)));

  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 text-sm font-medium">Pagamento</legend>
      {payments.map((payment, index) => (
        <div key={index} className="flex flex-wrap items-center gap-2">
          <select
            aria-label={`Forma de pagamento ${index + 1}`}
            className="h-10 rounded-md border bg-background px-3 text-sm"
            value={payment.method}
            onChange={(event) => patch(index, { method: event.target.value as PaymentMethod })}
          >
            {PAYMENT_METHODS.map((method) => (
              <option key={method} value={method}>
                {PAYMENT_METHOD_LABELS[method]}
              </option>
            ))}
          </select>
          {split && (
            <>
              <MoneyInput
                aria-label={`Valor do pagamento ${index + 1}`}
                className="w-36"
                value={payment.amount}
                onChange={(event) => patch(index, { amount: event.target.value })}
              />
              <Button
                type="button"
                size="icon"
                variant="ghost"
                aria-label={`Remover pagamento ${index + 1}`}
                onClick={() => setPayments(payments.filter((_, i) => i !== index))}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </>
          )}
        </div>
      ))}
      <div className="flex flex-wrap items-center gap-3 text-sm">
        {payments.length < MAX_PAYMENTS && (
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() =>
              setPayments([
                // the first row takes the whole total: what is left to split is then plain
                ...payments.map((p, i) =>
                  i === 0 && !split ? { ...p, amount: String(total).replace('.', ',') } : p,
                ),
                { method: 'cash', amount: '' },
              ])
            }
          >
            <Plus aria-hidden="true" />
            Dividir pagamento
          </Button>
        )}
        {split && paid !== total && (
          <span className="text-destructive">
            {paid < total
              ? `Faltam ${formatBRL(total - paid)}`
              : `Passou ${formatBRL(paid - total)}`}
          </span>
        )}
      </div>
      {hasCash && (
        <FormField label="Troco para" hint="Em branco: sem troco.">
          <FormControl>
            <MoneyInput
              className="w-40"
              value={changeFor}
              onChange={(e) => onChange({ changeFor: e.target.value })}
            />
          </FormControl>
        </FormField>
      )}
    </fieldset>
  );
}
