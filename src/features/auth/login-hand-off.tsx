import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { PageLoader } from '@/components/page-loader';
import { nextFromLocation } from '@/domain/login';

/**
 * /login inside the app (the guard, Sair, an expired session): the login page is a page of its own
 * (login.html, src/login), so the app hands over with a full page load of /login, telling it where
 * the guard stopped the visitor in the history entry's state (a reload keeps it), so the address
 * reads /login throughout.
 */
export function LoginHandOff() {
  const { state } = useLocation();
  const next = nextFromLocation((state as { from?: unknown } | null)?.from);
  useEffect(() => {
    window.history.replaceState({ next }, '', '/login');
    window.location.reload();
  }, [next]);
  return <PageLoader />;
}
