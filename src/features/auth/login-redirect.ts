/** Where a successful login goes: back to the admin page the guard stopped, else the dashboard. */
export function loginRedirectTarget(state: unknown): string {
  const from = (state as { from?: { pathname?: unknown; search?: unknown; hash?: unknown } } | null)
    ?.from;
  const pathname = from?.pathname;
  // Only paths inside the app: '//host' would leave it, and /login would loop.
  if (typeof pathname !== 'string' || !pathname.startsWith('/') || pathname.startsWith('//')) {
    return '/dashboard';
  }
  if (pathname === '/login') return '/dashboard';
  const search = typeof from?.search === 'string' ? from.search : '';
  const hash = typeof from?.hash === 'string' ? from.hash : '';
  return `${pathname}${search}${hash}`;
}

/** The state /security receives after a login with the default password. */
export interface SecurityRouteState {
  defaultPassword?: boolean;
}
