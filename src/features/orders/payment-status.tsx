import { BadgeCheck, Undo2, Wallet } from 'lucide-react';
import { toast } from '@/lib/toast';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatEventTime } from '@/domain/dates';
import { orderLabel, type Order } from '@/data/orders/schema';
import { useUpdateOrder } from '@/data/orders/update-order';

/** Whether the order is paid: 'Marcar como pago' until it is, then 'Pago' with the time. */
export function PaymentStatus({ order }: { order: Order }) {
  const update = useUpdateOrder();
  const paid = order.payment_status === 'paid';

  function mark(status: 'paid' | 'pending') {
    update.mutate(
      { id: order.id, change: { payment_status: status } },
      {
        onSuccess: (updated) =>
          toast.success(status === 'paid' ? 'Pagamento registrado' : 'Pagamento desfeito', {
            description:
              status === 'paid'
                ? `O pedido ${orderLabel(updated)} está pago.`
                : `O pedido ${orderLabel(updated)} voltou a ficar a pagar.`,
          }),
      },
    );
  }

  if (!paid) {
    return (
      <Button size="sm" variant="outline" disabled={update.isPending} onClick={() => mark('paid')}>
        <Wallet aria-hidden="true" />
        Marcar como pago
      </Button>
    );
  }
  return (
    <span className="inline-flex items-center gap-1">
      <Badge variant="success" className="h-9 gap-1.5 px-3 text-sm">
        <BadgeCheck aria-hidden="true" className="!size-4" />
        Pago{order.paid_at ? ` · ${formatEventTime(order.paid_at)}` : ''}
      </Badge>
      <Button
        size="icon"
        variant="ghost"
        className="size-9"
        aria-label="Desfazer pagamento"
        title="Desfazer pagamento"
        disabled={update.isPending}
        onClick={() => mark('pending')}
      >
        <Undo2 aria-hidden="true" />
      </Button>
    </span>
  );
}
