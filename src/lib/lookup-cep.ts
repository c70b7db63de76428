// The free CEP service (viacep.com.br): fills the address from a postal code when it answers.
// Anything else (offline, unknown CEP, blocked) leaves the owner typing: null.

export interface CepAddress {
  street: string;
  neighborhood: string;
  city: string;
  state: string;
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

export async function lookupCep(
  cep: string,
  fetcher: typeof fetch = fetch,
): Promise<CepAddress | null> {
  const url = cepUrl(cep);
  if (!url) return null;
  try {
    const response = await fetcher(url);
    if (!response.ok) return null;
    return parseCepResponse(await response.json());
  } catch (error) {
    console.error('CEP lookup failed', error);
    return null;
  }
}
