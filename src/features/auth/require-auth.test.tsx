import { act, screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authKeys } from '@/data/account/keys';
import { STAFF_ROLE_STORAGE_KEY, useStaffRole } from '@/data/account/get-staff-role';
import { createQueryClient } from '@/lib/query-client';
import { RequireAuth } from '@/features/auth/require-auth';
import { fakeSessionStore } from '@/features/auth/test-session';
import type { StaffRole } from '@/domain/staff-roles';
import { renderApp } from '@/test/render-app';

function LoginProbe() {
  const location = useLocation();
  const from = (location.state as { from?: { pathname: string; search: string } } | null)?.from;
  return <p>login page, from {from ? `${from.pathname}${from.search}` : 'nowhere'}</p>;
}

function renderGuarded(
  session: ReturnType<typeof fakeSessionStore>,
  path = '/orders?status=pending',
  passwordChangeRequired = false,
  role: StaffRole | null = 'owner',
) {
  const queryClient = createQueryClient();
  // What the server says of the fake session's account (user u1).
  queryClient.setQueryData(authKeys.passwordChangeRequired('u1'), passwordChangeRequired);
  queryClient.setQueryData(authKeys.staffRole('u1'), role);
  renderApp(
    <Routes>
      <Route path="/login" element={<LoginProbe />} />
      <Route element={<RequireAuth store={session.store} />}>
        <Route path="/orders" element={<h1>Pedidos</h1>} />
        <Route path="/security" element={<h1>Segurança</h1>} />
        <Route path="/settings" element={<h1>Configurações</h1>} />
        <Route path="/dashboard" element={<h1>Dashboard</h1>} />
        <Route path="/cozinha" element={<h1>Cozinha</h1>} />
      </Route>
    </Routes>,
    { queryClient, path },
  );
}

/** The menu's own role lookup, as the admin layout makes it under the guard. */
function PageWithRoleLookup({ name }: { name: string }) {
  useStaffRole('u1');
  return <h1>{name}</h1>;
}

/** The installed panel opened offline: every request fails, nothing said of the account's role. */
function renderOffline(session: ReturnType<typeof fakeSessionStore>, path: string) {
  const network = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
  vi.stubGlobal('fetch', network);
  const queryClient = createQueryClient();
  queryClient.setQueryData(authKeys.passwordChangeRequired('u1'), false);
  renderApp(
    <Routes>
      <Route element={<RequireAuth store={session.store} />}>
        <Route path="/dashboard" element={<PageWithRoleLookup name="Dashboard" />} />
        <Route path="/cozinha" element={<PageWithRoleLookup name="Cozinha" />} />
      </Route>
    </Routes>,
    { queryClient, path },
  );
  return network;
}

describe('RequireAuth', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('shows a loader, not the page and not the login, while the session is being restored', () => {
    renderGuarded(fakeSessionStore());
    expect(screen.getByRole('status').textContent).toContain('Carregando...');
    expect(screen.queryByRole('heading', { name: 'Pedidos' })).toBeNull();
    expect(screen.queryByText(/login page/)).toBeNull();
  });

  it('sends a signed-out visitor to /login, remembering the page they asked for', () => {
    const session = fakeSessionStore();
    renderGuarded(session);
    act(() => session.signOut());
    expect(screen.getByText('login page, from /orders?status=pending')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Pedidos' })).toBeNull();
  });

  it('trusts the session, not a stale localStorage flag', () => {
    localStorage.setItem('isAuthenticated', 'true');
    const session = fakeSessionStore();
    renderGuarded(session);
    act(() => session.signOut());
    expect(screen.getByText(/login page/)).toBeTruthy();
    expect(localStorage.getItem('isAuthenticated')).toBeNull();
  });

  it('renders the page for a signed-in admin and mirrors the session to localStorage', () => {
    const session = fakeSessionStore();
    renderGuarded(session);
    act(() => session.signIn('gerente@admin.comanda.local'));
    expect(screen.getByRole('heading', { name: 'Pedidos' })).toBeTruthy();
    expect(localStorage.getItem('isAuthenticated')).toBe('true');
    expect(localStorage.getItem('deliveryUsername')).toBe('gerente');
  });

  it('leaves for /login when the session ends while the page is open', () => {
    const session = fakeSessionStore();
    renderGuarded(session);
    act(() => session.signIn());
    act(() => session.signOut());
    expect(screen.getByText('login page, from /orders?status=pending')).toBeTruthy();
    expect(localStorage.getItem('isAuthenticated')).toBeNull();
  });

  it('keeps an account with the default password on /security, whatever page was typed', () => {
    const session = fakeSessionStore();
    renderGuarded(session, '/orders', true);
    act(() => session.signIn());
    expect(screen.getByRole('heading', { name: 'Segurança' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Pedidos' })).toBeNull();
  });

  it('shows a role a page it may not use as such, with the way to its own start page', () => {
    const session = fakeSessionStore();
    renderGuarded(session, '/settings', false, 'kitchen');
    act(() => session.signIn());
    expect(
      screen.getByRole('heading', {
        name: 'Sua função (Cozinha) não tem acesso a esta página.',
      }),
    ).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Configurações' })).toBeNull();
    act(() => screen.getByRole('link', { name: 'Ir para a minha página inicial' }).click());
    expect(screen.getByRole('heading', { name: 'Cozinha' })).toBeTruthy();
  });

  it('lets the attendant open the orders but not the settings', () => {
    const session = fakeSessionStore();
    renderGuarded(session, '/orders', false, 'attendant');
    act(() => session.signIn());
    expect(screen.getByRole('heading', { name: 'Pedidos' })).toBeTruthy();
  });

  it('sends the kitchen from /dashboard, where a login lands, to its own start page', () => {
    const session = fakeSessionStore();
    renderGuarded(session, '/dashboard', false, 'kitchen');
    act(() => session.signIn());
    expect(screen.getByRole('heading', { name: 'Cozinha' })).toBeTruthy();
  });

  it('tells an account outside the team that it is not part of it', () => {
    const session = fakeSessionStore();
    renderGuarded(session, '/orders', false, null);
    act(() => session.signIn());
    expect(
      screen.getByRole('heading', { name: 'Esta conta não faz parte da equipe da loja.' }),
    ).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Pedidos' })).toBeNull();
  });
  it('opens the page offline when the role lookup fails, and its retries never bring the loader back', async () => {
    const session = fakeSessionStore();
    const network = renderOffline(session, '/dashboard');
    act(() => session.signIn());
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
    // The page's own lookup asks again when it mounts: the page stays while it fails.
    await vi.waitFor(() => expect(network.mock.calls.length).toBeGreaterThanOrEqual(3));
    expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeTruthy();
    expect(screen.queryByText('Carregando...')).toBeNull();
  });

  it('offline, the role this device last heard for the account still picks its pages', async () => {
    localStorage.setItem(STAFF_ROLE_STORAGE_KEY, JSON.stringify({ userId: 'u1', role: 'kitchen' }));
    const session = fakeSessionStore();
    const network = renderOffline(session, '/dashboard');
    act(() => session.signIn());
    expect(screen.getByRole('heading', { name: 'Cozinha' })).toBeTruthy();
    await vi.waitFor(() => expect(network).toHaveBeenCalled());
    expect(screen.getByRole('heading', { name: 'Cozinha' })).toBeTruthy();
  });

  it('ignores a role remembered for another account', () => {
    localStorage.setItem(STAFF_ROLE_STORAGE_KEY, JSON.stringify({ userId: 'u2', role: 'owner' }));
    const session = fakeSessionStore();
    renderOffline(session, '/dashboard');
    act(() => session.signIn());
    expect(screen.getByRole('status').textContent).toContain('Carregando...');
  });
});
