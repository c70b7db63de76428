import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { PageLoader } from '@/components/page-loader';
import { useAuthMirror } from '@/features/auth/auth-mirror';
import type { SecurityRouteState } from '@/features/auth/security-route-state';
import { useSession } from '@/data/account/use-session';
import { usePasswordChangeRequired } from '@/data/account/get-password-change-required';
import { useStaffRole } from '@/data/account/get-staff-role';
import { rolesForPath, staffStartPages } from '@/domain/staff-roles';
import { NoAccess } from '@/features/auth/no-access';

type SessionStore = Parameters<typeof useSession>[0];

/**
 * Guards the admin routes on the Supabase session, never on the localStorage flag:
 * a loader while auth restores the session, the login page (remembering where the visitor was
 * going) when there is none, and only /security while the account keeps the default password
 * (the server refuses it everything else; this spares the owner a panel of refusals). Then the
 * team role: a page the role may not use says so, with a link to the role's own start page, and
 * /dashboard (where a login lands) sends the kitchen and the drivers to theirs.
 */
export function RequireAuth({ store }: { store?: SessionStore }) {
  const state = useSession(store);
  const location = useLocation();
  const passwordChange = usePasswordChangeRequired(state.session?.user.id);
  const role = useStaffRole(state.session?.user.id);
  useAuthMirror(state);

  if (state.status === 'loading') return <PageLoader />;
  if (state.status === 'signed-out') {
    return <Navigate to="/login" replace state={{ from: location }} />;
  }
  if (passwordChange.isPending) return <PageLoader />;
  if (passwordChange.data === true && location.pathname !== '/security') {
    const securityState: SecurityRouteState = { defaultPassword: true };
    return <Navigate to="/security" replace state={securityState} />;
  }
  // No role until the default password is changed: /security is all that account may open.
  if (passwordChange.data === true) return <Outlet />;
  // A lookup that failed (the installed panel opened offline with no role remembered on this
  // device) lets the page try: the server refuses what the role may not do. Its retries never bring
  // the loader back, so the page is not unmounted and remounted on every attempt.
  const roleUnknown =
    role.data === undefined &&
    (role.isError || role.errorUpdateCount > 0 || role.fetchStatus === 'paused');
  if (role.isPending && !roleUnknown) return <PageLoader />;
  if (roleUnknown || (role.data && rolesForPath(location.pathname).includes(role.data))) {
    return <Outlet />;
  }
  if (role.data && location.pathname === '/dashboard') {
    return <Navigate to={staffStartPages[role.data]} replace />;
  }
  return <NoAccess role={role.data ?? null} />;
}
