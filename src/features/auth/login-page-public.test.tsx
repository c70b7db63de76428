// @vitest-environment-options {"url": "https://loja.example.com/login"}
import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { authKeys } from '@/data/account/keys';
import { LoginPage } from '@/features/auth/login-page';
import { fakeSessionStore } from '@/features/auth/test-session';
import { renderApp } from '@/test/render-app';

describe('LoginPage on a public address', () => {
  it('never shows the default pair, even while it still signs in', () => {
    const queryClient = createQueryClient();
    queryClient.setQueryData(authKeys.defaultLoginActive(), true);
    const session = fakeSessionStore();
    renderApp(<LoginPage store={session.store} />, { queryClient, path: '/login' });
    act(() => session.signOut());
    expect(window.location.hostname).toBe('loja.example.com');
    expect(screen.getByRole('button', { name: 'Entrar' })).toBeTruthy();
    expect(screen.queryByRole('complementary', { name: 'Acesso padrão' })).toBeNull();
    expect(screen.queryByText(/admin123/)).toBeNull();
  });
});
