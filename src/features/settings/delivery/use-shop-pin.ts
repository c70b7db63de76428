import { useState } from 'react';
import type { CompanySettings } from '@/data/settings/get-company-settings';
import type { Coordinates } from '@/lib/geocode-address';
import type { BusinessAddress } from './business-address';
import { useGeocode, type GeocodeState } from './use-geocode';

export interface ShopPin {
  geocode: GeocodeState;
  /** Where the shop is: placed by hand, else saved, else located by the geocoder. */
  pin: Coordinates | null;
  placedByHand: boolean;
  place: (at: Coordinates) => void;
}

/**
 * The shop's spot on the map. Saved coordinates win (they may have been placed by hand, and saving
 * a new address clears them), so the geocoder is asked only when there are none.
 */
export function useShopPin(
  settings: CompanySettings | null,
  address: BusinessAddress | null,
): ShopPin {
  const saved =
    settings?.latitude != null && settings.longitude != null
      ? { lat: settings.latitude, lng: settings.longitude }
      : null;
  const geocode = useGeocode(saved ? null : address);
  const [placed, setPlaced] = useState<Coordinates | null>(null);
  const located = geocode.status === 'located' ? geocode.coordinates : null;
  return {
    geocode,
    pin: placed ?? saved ?? located,
    placedByHand: placed !== null,
    place: setPlaced,
  };
}
