import { act, fireEvent, screen } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { authKeys } from '@/data/account/keys';
import { LoginPage } from '@/features/auth/login-page';
import { fakeSessionStore } from '@/features/auth/test-session';
import { renderApp } from '@/test/render-app';

function renderLogin(session: ReturnType<typeof fakeSessionStore>, defaultLoginActive: boolean) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(authKeys.defaultLoginActive(), defaultLoginActive);
  renderApp(<LoginPage store={session.store} />, {
    queryClient,
    path: '/login',
    route: '/login',
    routes: <Route path="/" element={<h1>Início</h1>} />,
  });
}

describe('LoginPage', () => {
  beforeEach(() => localStorage.clear());

  it('sends a visitor who is already signed in to /', () => {
    const session = fakeSessionStore();
    renderLogin(session, false);
    act(() => session.signIn());
    expect(screen.getByRole('heading', { name: 'Início' })).toBeTruthy();
  });

  it('shows the default credentials while they still work', () => {
    const session = fakeSessionStore();
    renderLogin(session, true);
    act(() => session.signOut());
    expect(screen.getByRole('heading', { name: 'Painel Delivery' })).toBeTruthy();
    const hint = screen.getByRole('complementary', { name: 'Acesso padrão' });
    expect(hint.textContent).toContain('Usuário padrão:admin');
    expect(hint.textContent).toContain('Senha padrão:admin123');
  });

  it('hides them once the default password was changed, and clears a stale session flag', () => {
    localStorage.setItem('isAuthenticated', 'true');
    const session = fakeSessionStore();
    renderLogin(session, false);
    act(() => session.signOut());
    expect(screen.getByRole('button', { name: 'Entrar' })).toBeTruthy();
    expect(screen.queryByRole('complementary', { name: 'Acesso padrão' })).toBeNull();
    expect(screen.queryByText(/admin123/)).toBeNull();
    expect(localStorage.getItem('isAuthenticated')).toBeNull();
  });

  it('offers "Esqueci minha senha": where to get a code, and the way back', async () => {
    const session = fakeSessionStore();
    renderLogin(session, false);
    act(() => session.signOut());
    fireEvent.click(screen.getByRole('button', { name: 'Esqueci minha senha' }));
    // The reset form's code loads when asked for.
    const form = await screen.findByRole('form', { name: 'Redefinir senha' });
    expect(form.textContent).toContain('npm run create-admin -- --reset seu-usuario');
    expect(screen.getByLabelText('Código')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Entrar' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Voltar para o login' }));
    expect(screen.getByRole('button', { name: 'Entrar' })).toBeTruthy();
  });
});
