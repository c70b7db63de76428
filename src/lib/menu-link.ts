/** The public menu's address (spec 2.12): the shop's configured URL, else this site's /client. */
export function menuLink(origin: string, publicMenuUrl?: string | null): string {
  const configured = publicMenuUrl?.trim();
  if (configured) return configured;
  return `${origin.replace(/\/+$/, '')}/client`;
}
