import { OrderLines } from '@/components/order-lines';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { formatBRL } from '@/lib/format';
import type { OrderStatusInfo } from '@/data/orders/get-order-status';

/** What was ordered, complementos included, and what it came to. */
export function OrderItemsCard({ order }: { order: OrderStatusInfo }) {
  if (order.items.length === 0) return null;
  const rows: Array<[label: string, value: string]> = [
    ['Subtotal', formatBRL(order.subtotal)],
    ...(order.deliveryFee > 0
      ? [['Taxa de entrega', formatBRL(order.deliveryFee)] as [string, string]]
      : []),
    ...(order.discount > 0
      ? [['Desconto', `-${formatBRL(order.discount)}`] as [string, string]]
      : []),
  ];
  return (
    <Card className="gap-3 pb-0">
      <CardHeader>
        <CardTitle>
          <h2 className="text-lg font-semibold">Itens do pedido</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="px-0">
        <section aria-label="Itens do pedido">
          <OrderLines items={order.items} className="border-y" />
        </section>
        <dl className="grid gap-1.5 px-4 py-3 text-sm">
          {rows.map(([label, value]) => (
            <div key={label} className="flex justify-between gap-4 text-muted-foreground">
              <dt>{label}</dt>
              <dd className="tabular-nums">{value}</dd>
            </div>
          ))}
          <div className="flex justify-between gap-4 pt-1 text-base font-bold">
            <dt>Total</dt>
            <dd className="tabular-nums">{formatBRL(order.total)}</dd>
          </div>
        </dl>
      </CardContent>
    </Card>
  );
}
