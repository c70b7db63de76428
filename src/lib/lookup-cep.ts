// The free CEP service (viacep.com.br): fills the address from a postal code when it answers.
// Whatever it answers, typing stays possible; the caller may say whether the CEP was unknown or the
// service could not be reached (offline, blocked, too slow).

export interface CepAddress {
  street: string;
  neighborhood: string;
  city: string;
  state: string;
}

export type CepLookup =
  { status: 'found'; address: CepAddress } | { status: 'not-found' } | { status: 'failed' };

/** Longer than this, the customer is better off typing. */
export const CEP_TIMEOUT_MS = 6_000;

/** 01310100 → 01310-100, as the CEP field shows it while it is typed. */
export function formatCep(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 8);
  return digits.length > 5 ? `${digits.slice(0, 5)}-${digits.slice(5)}` : digits;
}

export function cepUrl(cep: string): string | null {
  const digits = cep.replace(/\D/g, '');
  return digits.length === 8 ? `https://viacep.com.br/ws/${digits}/json/` : null;
}

export function parseCepResponse(body: unknown): CepAddress | null {
  if (typeof body !== 'object' || body === null || 'erro' in body) return null;
  const b = body as Record<string, unknown>;
  const text = (key: string) => (typeof b[key] === 'string' ? (b[key] as string) : '');
  const address = {
    street: text('logradouro'),
    neighborhood: text('bairro'),
    city: text('localidade'),
    state: text('uf'),
  };
  return address.city ? address : null;
}

/** Looks the CEP up: found, not found (an unknown CEP, 400 for a malformed one), or failed. */
export async function lookupCepResult(
  cep: string,
  fetcher: typeof fetch = fetch,
  timeoutMs = CEP_TIMEOUT_MS,
): Promise<CepLookup> {
  const url = cepUrl(cep);
  if (!url) return { status: 'not-found' };
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetcher(url, { signal: controller.signal });
    if (response.status === 400) return { status: 'not-found' };
    if (!response.ok) return { status: 'failed' };
    const address = parseCepResponse(await response.json());
    return address ? { status: 'found', address } : { status: 'not-found' };
  } catch (error) {
    console.error('CEP lookup failed', error);
    return { status: 'failed' };
  } finally {
    clearTimeout(timer);
  }
}

/** The address of a CEP, or null whatever went wrong. */
export async function lookupCep(
  cep: string,
  fetcher: typeof fetch = fetch,
): Promise<CepAddress | null> {
  const result = await lookupCepResult(cep, fetcher);
  return result.status === 'found' ? result.address : null;
}
