/** The public menu's address: the shop's configured URL, else this site's /client. */
export function menuLink(origin: string, publicMenuUrl?: string | null): string {
  const configured = publicMenuUrl?.trim();
  if (configured) return configured;
  return `${origin.replace(/\/+$/, '')}/client`;
}

/**
 * Whether customers' phones could not open `link`: an address of this computer (localhost,
 * 127.x, ::1) or of a private network (10.x, 172.16–31.x, 192.168.x, 169.254.x, *.local).
 */
export function isPrivateLink(link: string): boolean {
  let host: string;
  try {
    host = new URL(link).hostname.toLowerCase().replace(/^\[|\]$/g, '');
  } catch {
    return false;
  }
  if (host === 'localhost' || host.endsWith('.localhost') || host.endsWith('.local')) return true;
  if (host === '::1' || host === '0.0.0.0' || /^f[cd][0-9a-f]{2}:/.test(host)) return true;
  const ip = /^(\d+)\.(\d+)\.\d+\.\d+$/.exec(host);
  if (!ip) return false;
  const [a, b] = [Number(ip[1]), Number(ip[2])];
  return (
    a === 127 ||
    a === 10 ||
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168) ||
    (a === 169 && b === 254)
  );
}
