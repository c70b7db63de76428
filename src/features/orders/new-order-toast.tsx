import { Button } from '@/components/ui/button';
import { formatBRL } from '@/domain/format';
import { orderLabel, type Order } from '@/data/orders/schema';

export interface NewOrderToastProps {
  order: Order;
  /** Set when the customer left a phone: the confirmation with the estimated time. */
  onConfirmCustomer?: () => void;
  /** A scheduled order's 'Agendado para …'. */
  scheduledText?: string | null;
}

/** The body of the 'Novo pedido!' toast: who ordered what, and the customer's confirmation. */
export function NewOrderToast({ order, onConfirmCustomer, scheduledText }: NewOrderToastProps) {
  return (
    <div className="grid gap-2">
      <p>
        <strong>{orderLabel(order)}</strong> · {order.customer_name} ·{' '}
        {formatBRL(order.total_amount)}
      </p>
      {scheduledText ? <p className="font-semibold">{scheduledText}</p> : null}
      {onConfirmCustomer && (
        <div className="flex flex-wrap gap-2">
          <Button
            size="sm"
            variant="outline"
            className="h-7 px-2 text-xs"
            onClick={onConfirmCustomer}
          >
            Confirmar com cliente
          </Button>
        </div>
      )}
    </div>
  );
}
