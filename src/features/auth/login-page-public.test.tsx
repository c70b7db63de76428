// @vitest-environment-options {"url": "https://loja.example.com/login"}
import { act, render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { authKeys } from '@/data/account/keys';
import { LoginPage } from '@/features/auth/login-page';
import { fakeSessionStore } from '@/features/auth/test-session';

describe('LoginPage on a public address', () => {
  it('never shows the default pair, even while it still signs in', () => {
    const queryClient = createQueryClient();
    queryClient.setQueryData(authKeys.defaultLoginActive(), true);
    const session = fakeSessionStore();
    render(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={['/login']}>
          <LoginPage store={session.store} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    act(() => session.signOut());
    expect(window.location.hostname).toBe('loja.example.com');
    expect(screen.getByRole('button', { name: 'Entrar' })).toBeTruthy();
    expect(screen.queryByRole('complementary', { name: 'Acesso padrão' })).toBeNull();
    expect(screen.queryByText(/admin123/)).toBeNull();
  });
});
