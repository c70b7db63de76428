import { MapPin, MessageCircle, Phone } from 'lucide-react';
import { Button, buttonVariants } from '@/components/ui/button';
import { Card, CardAction, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { googleMapsLink } from '@/domain/maps-link';
import { telLink } from '@/domain/phone';
import { whatsAppChatLink } from '@/domain/whatsapp';
import { changeText } from '@/domain/orders/change';
import { collectText } from '@/domain/orders/collect';
import { orderStatusLabel, orderStatusVariant, type OrderStatus } from '@/domain/orders/status';
import { Badge } from '@/components/ui/badge';
import { orderLabel, type Order } from '@/data/orders/schema';

// The courier's one next step for each open status.
const NEXT: Partial<Record<string, { status: OrderStatus; label: string }>> = {
  processing: { status: 'out_for_delivery', label: 'Saiu para entrega' },
  out_for_delivery: { status: 'delivered', label: 'Entregue' },
};

interface DeliveryCardProps {
  order: Order;
  onAdvance: (order: Order, status: OrderStatus) => void;
  /** The order whose change is on its way to the server. */
  pending: boolean;
}

/** One delivery on the courier's phone: where, who, what to collect and the next step. */
export function DeliveryCard({ order, onAdvance, pending }: DeliveryCardProps) {
  const maps = googleMapsLink(order.address, order.customer_address);
  const change = changeText(order);
  const next = NEXT[order.status];
  return (
    <Card role="article" className="gap-3 py-4" aria-label={`Pedido ${orderLabel(order)}`}>
      <CardHeader className="px-4">
        <CardTitle className="text-lg">
          {orderLabel(order)} · {order.customer_name}
        </CardTitle>
        <CardAction>
          <Badge variant={orderStatusVariant(order.status)}>{orderStatusLabel(order.status)}</Badge>
        </CardAction>
      </CardHeader>
      <CardContent className="grid gap-3 px-4">
        {maps ? (
          <a
            href={maps}
            target="_blank"
            rel="noreferrer"
            className="flex items-start gap-2 text-sm text-primary underline underline-offset-2"
          >
            <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {order.customer_address}
          </a>
        ) : (
          <p className="text-sm">{order.customer_address}</p>
        )}
        {order.address?.reference && (
          <p className="text-sm text-muted-foreground">Referência: {order.address.reference}</p>
        )}
        {order.customer_phone && (
          <div className="grid grid-cols-2 gap-2">
            <a
              href={telLink(order.customer_phone)}
              className={buttonVariants({ variant: 'outline' })}
            >
              <Phone aria-hidden="true" />
              Ligar
            </a>
            <a
              href={whatsAppChatLink(order.customer_phone)}
              target="_blank"
              rel="noreferrer"
              className={buttonVariants({ variant: 'outline' })}
            >
              <MessageCircle aria-hidden="true" />
              WhatsApp
            </a>
          </div>
        )}
        <div className="rounded-md bg-muted px-3 py-2">
          <p className="font-semibold">{collectText(order)}</p>
          {change && <p className="text-sm">{change}</p>}
        </div>
        {order.notes && <p className="text-sm text-muted-foreground">Obs.: {order.notes}</p>}
        {next && (
          <Button
            size="lg"
            disabled={pending}
            variant={next.status === 'delivered' ? 'default' : 'secondary'}
            onClick={() => onAdvance(order, next.status)}
          >
            {next.label}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
