// The menu's public address (issue: "the site origin + /client, or the public URL configured in
// settings"): empty means "this site's /client"; otherwise a full http(s) address.
export const PUBLIC_MENU_URL_INVALID =
  'Informe um endereço completo, começando com https:// (ou deixe em branco).';

/** The value to store (null for empty), or an error message. */
export function parsePublicMenuUrl(input: string): { value: string | null } | { error: string } {
  const text = input.trim();
  if (!text) return { value: null };
  try {
    const url = new URL(text);
    if (url.protocol !== 'https:' && url.protocol !== 'http:')
      return { error: PUBLIC_MENU_URL_INVALID };
    return { value: url.toString() };
  } catch {
    return { error: PUBLIC_MENU_URL_INVALID };
  }
}
