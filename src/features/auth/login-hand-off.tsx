import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { PageLoader } from '@/components/page-loader';
import { nextFromLocation } from '@/domain/login';

/**
 * /login inside the app (the guard, Sair, an expired session): the login page is a page of its own
 * (login.html, src/login), so the app hands over with a full page load, saying where the guard
 * stopped the visitor.
 */
export function LoginHandOff() {
  const { state } = useLocation();
  const next = nextFromLocation((state as { from?: unknown } | null)?.from);
  useEffect(() => {
    window.location.replace(next ? `/login?next=${encodeURIComponent(next)}` : '/login');
  }, [next]);
  return <PageLoader />;
}
