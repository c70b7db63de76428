import { Bike, ExternalLink, Store } from 'lucide-react';
import { Card, CardContent } from '@/components/ui/card';
import { IconCardHeader } from '@/components/icon-card-header';
import { PICKUP_TEXT } from '@/domain/orders/items';

interface FulfillmentCardProps {
  fulfillment: 'delivery' | 'pickup';
  /** The delivery zone (usually a bairro) the order goes to. */
  deliveryZone: string | null;
  /** The shop's address, where a pickup order is collected. */
  shopAddress: string | null;
}

const mapsLink = (address: string) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;

/** Where the order goes: the bairro it is delivered to, or the shop's address to collect it. */
export function FulfillmentCard({ fulfillment, deliveryZone, shopAddress }: FulfillmentCardProps) {
  const pickup = fulfillment === 'pickup';
  const Icon = pickup ? Store : Bike;
  return (
    <Card className="gap-3 py-5">
      <IconCardHeader
        className="px-5"
        icon={Icon}
        title={pickup ? PICKUP_TEXT : 'Entrega'}
        titleClassName="text-lg"
        description={pickup ? 'Retire seu pedido no endereço da loja.' : 'Seu pedido vai até você.'}
      />
      <CardContent className="grid gap-2 px-5 text-sm">
        {pickup ? (
          shopAddress ? (
            <>
              <p className="font-medium">{shopAddress}</p>
              <a
                href={mapsLink(shopAddress)}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex w-fit items-center gap-1 font-medium text-primary underline-offset-4 hover:underline"
              >
                Ver no mapa
                <ExternalLink className="size-3.5" aria-hidden="true" />
              </a>
            </>
          ) : (
            <p className="text-muted-foreground">Fale com a loja para saber o endereço.</p>
          )
        ) : deliveryZone ? (
          <p>
            <span className="text-muted-foreground">Bairro: </span>
            <span className="font-medium">{deliveryZone}</span>
          </p>
        ) : (
          <p className="text-muted-foreground">No endereço informado no pedido.</p>
        )}
      </CardContent>
    </Card>
  );
}
