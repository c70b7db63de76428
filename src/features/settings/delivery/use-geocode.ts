import { useQuery } from '@tanstack/react-query';
import { geocodeQuery, geocodeQueryOptions, type Coordinates } from '@/lib/geocode-address';
import type { BusinessAddress } from './business-address';
import { useDebouncedValue } from '@/lib/use-debounced-value';

/** Geocoding the address: idle, loading, located or not located. */
export type GeocodeState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'located'; coordinates: Coordinates }
  | { status: 'not-located' };

export const GEOCODE_DEBOUNCE_MS = 600;

/** Locates the address again whenever it changes (debounced); without an address, idle. */
export function useGeocode(address: BusinessAddress | null): GeocodeState {
  const query = useDebouncedValue(address ? geocodeQuery(address) : '', GEOCODE_DEBOUNCE_MS);
  const result = useQuery({ ...geocodeQueryOptions(query), enabled: query !== '' });
  if (!address) return { status: 'idle' };
  if (query === '' || result.isPending) return { status: 'loading' };
  if (result.data) return { status: 'located', coordinates: result.data };
  return { status: 'not-located' };
}
