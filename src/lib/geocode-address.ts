import { queryOptions } from '@tanstack/react-query';
/** The parts of an address the geocoder reads. */
interface GeocodableAddress {
  street: string;
  number: string;
  neighborhood: string;
  city: string;
  state: string;
}

// Geocoding an address: the free community geocoder, one result, Brazil only.

export interface Coordinates {
  lat: number;
  lng: number;
}

const ENDPOINT = 'https://nominatim.openstreetmap.org/search';

/** 'street, number, neighborhood, city, state, Brasil' (empty parts left out). */
export function geocodeQuery(a: GeocodableAddress): string {
  return [a.street, a.number, a.neighborhood, a.city, a.state, 'Brasil']
    .map((part) => part.trim())
    .filter(Boolean)
    .join(', ');
}

export function geocodeUrl(query: string): string {
  const params = new URLSearchParams({ format: 'json', q: query, limit: '1', countrycodes: 'br' });
  return `${ENDPOINT}?${params.toString()}`;
}

/** The first result's lat/lon strings as numbers; an empty or odd answer is "not found". */
export function parseGeocodeResponse(body: unknown): Coordinates | null {
  if (!Array.isArray(body) || body.length === 0) return null;
  const first = body[0] as { lat?: unknown; lon?: unknown } | null;
  const lat = Number.parseFloat(String(first?.lat));
  const lng = Number.parseFloat(String(first?.lon));
  if (!Number.isFinite(lat) || !Number.isFinite(lng)) return null;
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
  return { lat, lng };
}

/** The coordinates of the address, or null when it cannot be located (never throws). */
export async function geocodeAddress(
  query: string,
  fetcher: typeof fetch = fetch,
): Promise<Coordinates | null> {
  try {
    const response = await fetcher(geocodeUrl(query), { headers: { Accept: 'application/json' } });
    if (!response.ok) {
      console.error('Geocoding failed', response.status);
      return null;
    }
    return parseGeocodeResponse(await response.json());
  } catch (error) {
    console.error('Geocoding failed', error);
    return null;
  }
}

export const geocodeKeys = {
  all: ['geocode'] as const,
  query: (query: string) => [...geocodeKeys.all, query] as const,
};

export const geocodeQueryOptions = (query: string) =>
  queryOptions({
    queryKey: geocodeKeys.query(query),
    queryFn: () => geocodeAddress(query),
    staleTime: Infinity,
    retry: false,
  });
