// A delivery address as a Google Maps search, for the courier or the owner to open on a phone.

interface MappableAddress {
  street?: string;
  number?: string;
  neighborhood?: string;
  city?: string;
  state?: string;
  cep?: string;
}

/**
 * https://www.google.com/maps/search/?api=1&query=… from the structured address (without the
 * complement and reference, which only confuse the search), else from the one-line text; null
 * when there is no address (a pickup).
 */
export function googleMapsLink(
  address: MappableAddress | null | undefined,
  line: string | null | undefined,
): string | null {
  const a = address ?? {};
  const structured = [
    [a.street, a.number].filter(Boolean).join(', '),
    a.neighborhood,
    [a.city, a.state].filter(Boolean).join(' - '),
    a.cep,
  ]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(', ');
  const query = a.street ? `${structured}, Brasil` : (line ?? '').trim();
  return query
    ? `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`
    : null;
}
