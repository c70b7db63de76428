import { lazy, Suspense, type ReactNode } from 'react';
import { AlertTriangle, Hand, Loader2 } from 'lucide-react';
import type { BusinessAddress } from './business-address';
import { DELIVERY_MESSAGES } from './delivery-schema';
import { fallbackView } from './map-fallback';
import type { ShopPin } from './use-shop-pin';

const DeliveryMap = lazy(async () => ({ default: (await import('./delivery-map')).DeliveryMap }));

function MapBox({ children }: { children: ReactNode }) {
  return (
    <div className="grid h-80 w-full place-items-center rounded-lg border bg-muted/40 p-6 text-center">
      {children}
    </div>
  );
}

function Locating() {
  return (
    <MapBox>
      <div className="flex flex-col items-center gap-2" role="status">
        <Loader2 className="size-8 animate-spin text-primary" aria-hidden="true" />
        <p className="text-sm text-muted-foreground">Localizando endereço...</p>
      </div>
    </MapBox>
  );
}

interface ShopLocationProps {
  shop: ShopPin;
  address: BusinessAddress;
  radiusKm: number;
  shopName: string;
}

/**
 * The map of the delivery area. When the geocoder cannot find the address (or cannot be reached),
 * the map still opens and the owner places the pin by hand; the pin is always draggable.
 */
export function ShopLocation({ shop, address, radiusKm, shopName }: ShopLocationProps) {
  const { pin, geocode } = shop;
  if (!pin && geocode.status !== 'not-located') return <Locating />;
  return (
    <div className="grid gap-2">
      {pin ? (
        <p
          className="flex items-center gap-2 text-sm text-muted-foreground"
          role={shop.placedByHand ? 'status' : undefined}
        >
          <Hand className="size-4 shrink-0" aria-hidden="true" />
          {shop.placedByHand ? DELIVERY_MESSAGES.pinMoved : DELIVERY_MESSAGES.pinHint}
        </p>
      ) : (
        <p
          role="alert"
          className="flex gap-2 rounded-lg border border-warning/40 bg-warning/10 p-3 text-sm"
        >
          <AlertTriangle className="mt-0.5 size-4 shrink-0 text-warning" aria-hidden="true" />
          {DELIVERY_MESSAGES.notLocated}
        </p>
      )}
      <Suspense fallback={<Locating />}>
        <DeliveryMap
          pin={pin}
          fallback={fallbackView(address.state)}
          radiusKm={radiusKm}
          shopName={shopName}
          address={address}
          onPick={shop.place}
        />
      </Suspense>
    </div>
  );
}
