// The login's rules, shared by the login page (src/login, no React, no zod: it is the panel's first
// page and downloads only what it needs) and the app, which hands over to it (docs/architecture.md).

export interface LoginValues {
  username: string;
  password: string;
}

export type LoginErrors = Partial<Record<keyof LoginValues, string>>;

/**
 * The typed pair checked before it is sent: the spec's pt-BR messages for what is missing, and the
 * username trimmed (a username of spaces is none). The password is kept as typed.
 */
export function checkLogin(
  values: LoginValues,
): { ok: true; values: LoginValues } | { ok: false; errors: LoginErrors } {
  const username = values.username.trim();
  const errors: LoginErrors = {};
  if (username.length === 0) errors.username = 'Informe o nome de usuário.';
  if (values.password.length === 0) errors.password = 'Informe a senha.';
  return Object.keys(errors).length > 0
    ? { ok: false, errors }
    : { ok: true, values: { username, password: values.password } };
}

/**
 * Where a successful login goes: back to the admin page the guard stopped (a path, with its query
 * and hash), else the dashboard. Only paths inside the app: '//host' would leave it, and /login
 * would loop.
 */
export function loginRedirectTarget(next: unknown): string {
  if (typeof next !== 'string' || !next.startsWith('/') || next.startsWith('//')) {
    return '/dashboard';
  }
  const pathname = next.replace(/[?#].*$/, '');
  if (pathname === '/login' || pathname === '/login.html') return '/dashboard';
  return next;
}

/** The path the guard stopped, from React Router's location: what /login?next= carries. */
export function nextFromLocation(from: unknown): string | undefined {
  const location = from as { pathname?: unknown; search?: unknown; hash?: unknown } | null;
  if (typeof location?.pathname !== 'string') return undefined;
  const search = typeof location.search === 'string' ? location.search : '';
  const hash = typeof location.hash === 'string' ? location.hash : '';
  return `${location.pathname}${search}${hash}`;
}

/**
 * Whether the page was opened on this machine's own address. The login repeats the default pair
 * (which the README prints) only there: a shop reachable from the internet never advertises it.
 */
export function isLoopbackHostname(hostname: string): boolean {
  return (
    hostname === 'localhost' ||
    hostname === '[::1]' ||
    hostname === '::1' ||
    /^127(\.\d{1,3}){3}$/.test(hostname)
  );
}
