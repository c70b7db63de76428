import { MapPin } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Card, CardAction, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { formatRelative } from '@/domain/dates';
import { orderLabel, type Order } from '@/data/orders/schema';
import { useOrders } from '@/data/orders/get-orders';

const SHOWN = 5;

/** 'Entregas em Andamento': the orders out for delivery (Saiu para entrega), with their count. */
export function DeliveriesCard({ onOpen }: { onOpen: (order: Order) => void }) {
  const { data } = useOrders({ statuses: ['out_for_delivery'], page: 0, pageSize: SHOWN });
  const count = data?.total ?? 0;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Entregas em Andamento</CardTitle>
        <CardAction>
          <Badge variant="info" aria-label={`${count} entregas em andamento`}>
            {count}
          </Badge>
        </CardAction>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <div className="grid h-32 place-items-center rounded-lg border border-dashed bg-muted/40 text-center text-sm text-muted-foreground">
          <span className="flex items-center gap-2">
            <MapPin aria-hidden="true" className="size-4" />
            Mapa de entrega será carregado aqui
          </span>
        </div>
        {!data?.orders.length ? (
          <p className="text-center text-sm text-muted-foreground">Nenhuma entrega em andamento</p>
        ) : (
          <ul className="flex flex-col gap-2">
            {data.orders.map((order) => (
              <li key={order.id}>
                <button
                  type="button"
                  onClick={() => onOpen(order)}
                  className="flex w-full items-center justify-between gap-3 rounded-md border bg-info/5 px-3 py-2 text-left text-sm hover:bg-info/10 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                >
                  <span className="min-w-0 flex-1">
                    <span className="font-semibold">{orderLabel(order)}</span>{' '}
                    <span className="truncate">{order.customer_name}</span>
                    <span className="block truncate text-xs text-muted-foreground">
                      {order.customer_address}
                    </span>
                  </span>
                  <span className="shrink-0 text-xs text-muted-foreground">
                    {formatRelative(order.created_at)}
                  </span>
                </button>
              </li>
            ))}
            {count > SHOWN && (
              <li className="text-center text-xs text-muted-foreground">e mais {count - SHOWN}</li>
            )}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
