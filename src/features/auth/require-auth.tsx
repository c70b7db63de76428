import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { PageLoader } from '@/components/page-loader';
import { useAuthMirror } from '@/features/auth/auth-mirror';
import type { SecurityRouteState } from '@/features/auth/login-redirect';
import { useSession } from '@/data/account/use-session';
import { usePasswordChangeRequired } from '@/data/account/get-password-change-required';

type SessionStore = Parameters<typeof useSession>[0];

/**
 * Guards the admin routes (spec 2.1) on the Supabase session, never on the localStorage flag:
 * a loader while auth restores the session, the login page (remembering where the visitor was
 * going) when there is none, and only /security while the account keeps the default password
 * (the server refuses it everything else; this spares the owner a panel of refusals).
 */
export function RequireAuth({ store }: { store?: SessionStore }) {
  const state = useSession(store);
  const location = useLocation();
  const passwordChange = usePasswordChangeRequired(state.session?.user.id);
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
  return <Outlet />;
}
