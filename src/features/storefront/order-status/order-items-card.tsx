import { AmountRow } from '@/components/amount-row';
import { Receipt } from 'lucide-react';
import { OrderLines } from '@/components/order-lines';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent } from '@/components/ui/card';
import { IconCardHeader } from '@/components/icon-card-header';
import { formatBRL } from '@/domain/format';
import { paymentMethodLabel } from '@/domain/orders/payment-methods';
import { cn } from '@/lib/utils';
import type { OrderStatusInfo } from '@/data/orders/get-order-status';
import type { PaymentLine } from './tracking-format';

const TONE: Record<PaymentLine['tone'], 'success' | 'warning' | 'outline'> = {
  success: 'success',
  warning: 'warning',
  muted: 'outline',
};

interface OrderItemsCardProps {
  order: Pick<
    OrderStatusInfo,
    'items' | 'subtotal' | 'deliveryFee' | 'discount' | 'total' | 'paymentMethod' | 'fulfillment'
  >;
  payment: PaymentLine | null;
}

/** What was ordered (each item with its complementos and note), the totals and how it is paid. */
export function OrderItemsCard({ order, payment }: OrderItemsCardProps) {
  return (
    <Card className="gap-4">
      <IconCardHeader icon={Receipt} title="Itens do pedido" titleClassName="text-lg" />
      <CardContent className="grid gap-4">
        <section aria-label="Itens do pedido" className="-mx-4">
          <OrderLines items={order.items} />
        </section>
        <dl className="grid gap-1.5 border-t pt-3 text-sm">
          <Row label="Subtotal" value={formatBRL(order.subtotal)} />
          {order.fulfillment === 'delivery' ? (
            <Row
              label="Taxa de entrega"
              value={order.deliveryFee > 0 ? formatBRL(order.deliveryFee) : 'Grátis'}
            />
          ) : null}
          {order.discount > 0 ? (
            <Row
              label="Desconto"
              value={`−${formatBRL(order.discount)}`}
              className="text-success-foreground"
            />
          ) : null}
          <Row label="Total" value={formatBRL(order.total)} className="pt-1 text-base font-bold" />
        </dl>
        <div className="flex items-center justify-between gap-3 rounded-lg bg-muted/60 px-3 py-2.5 text-sm">
          <p className="grid min-w-0">
            <span className="text-xs text-muted-foreground">Pagamento</span>
            <span className="font-medium">{paymentMethodLabel(order.paymentMethod)}</span>
          </p>
          {payment ? (
            <Badge variant={TONE[payment.tone]} className="shrink-0">
              {payment.label}
            </Badge>
          ) : null}
        </div>
      </CardContent>
    </Card>
  );
}

function Row({ className, ...amount }: { label: string; value: string; className?: string }) {
  return <AmountRow {...amount} className={cn('items-baseline gap-3', className)} />;
}
