import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { PageLoader } from '@/components/page-loader';
import { useAuthMirror } from '@/features/auth/auth-mirror';
import { useSession } from '@/data/account/use-session';

type SessionStore = Parameters<typeof useSession>[0];

/**
 * Guards the admin routes (spec 2.1) on the Supabase session, never on the localStorage flag:
 * a loader while auth restores the session, the login page (remembering where the visitor was
 * going) when there is none.
 */
export function RequireAuth({ store }: { store?: SessionStore }) {
  const state = useSession(store);
  const location = useLocation();
  useAuthMirror(state);

  if (state.status === 'loading') return <PageLoader />;
  if (state.status === 'signed-out') {
    return <Navigate to="/login" replace state={{ from: location }} />;
  }
  return <Outlet />;
}
