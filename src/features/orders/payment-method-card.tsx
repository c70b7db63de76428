import { useState } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import {
  PAYMENT_METHOD_LABELS,
  isPaymentMethod,
  type PaymentMethod,
} from '@/domain/orders/payment-methods';
import type { Order } from '@/data/orders/schema';
import { useUpdateOrder } from '@/data/orders/update-order';

// Cash first: the method an order without one is taken to have.
const OPTIONS: ReadonlyArray<{ value: PaymentMethod; label: string }> = (
  ['cash', 'pix', 'credit', 'debit'] as const
).map((value) => ({ value, label: PAYMENT_METHOD_LABELS[value] }));

/** 'Formas de pagamento': the order's method (cash when absent), saved to the order. */
export function PaymentMethodCard({ order }: { order: Order }) {
  // The owner's pick until it is saved; otherwise the order's method as the server has it now.
  const [draft, setMethod] = useState<PaymentMethod | null>(null);
  const method = draft ?? (isPaymentMethod(order.payment_method) ? order.payment_method : 'cash');
  const update = useUpdateOrder();

  function save() {
    // Through the promise: a mutate callback is lost if the card remounts before the answer.
    update
      .mutateAsync({ id: order.id, change: { payment_method: method } })
      .then(() => {
        const label = OPTIONS.find((option) => option.value === method)?.label ?? 'Desconhecido';
        setMethod(null);
        toast.success('Forma de pagamento salva', {
          description: `Forma de pagamento definida como ${label}`,
        });
      })
      // The default error toast has said it already.
      .catch(() => undefined);
  }

  return (
    <fieldset className="rounded-lg border p-4">
      <legend className="px-1 text-sm font-semibold">Formas de pagamento</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {OPTIONS.map((option) => (
          <label
            key={option.value}
            className="flex cursor-pointer items-center gap-2 rounded-md border px-3 py-2 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary/5"
          >
            <input
              type="radio"
              name={`payment-${order.id}`}
              value={option.value}
              checked={method === option.value}
              onChange={() => setMethod(option.value)}
              className="accent-primary"
            />
            {option.label}
          </label>
        ))}
      </div>
      <Button
        className="mt-3 w-full sm:w-auto"
        size="sm"
        onClick={save}
        disabled={update.isPending}
      >
        Salvar Forma de Pagamento
      </Button>
    </fieldset>
  );
}
