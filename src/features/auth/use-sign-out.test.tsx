import { act } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthRetryableFetchError } from '@supabase/supabase-js';
import { createQueryClient } from '@/lib/query-client';
import { useSignOut } from '@/features/auth/use-sign-out';
import { renderAppHook } from '@/test/render-app';

function setup(error: Error | null) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(['orders', 'list'], [{ customer_name: 'Maria' }]);
  const auth = { signOut: vi.fn(async () => ({ error })) };
  const { result } = renderAppHook(
    () => ({ signOut: useSignOut(auth as never), pathname: useLocation().pathname }),
    { queryClient, path: '/security', route: '*' },
  );
  return { auth, queryClient, result };
}

describe('useSignOut', () => {
  beforeEach(() => {
    localStorage.setItem('isAuthenticated', 'true');
    localStorage.setItem('deliveryUsername', 'admin');
  });

  it("ends this device's session, forgets the admin's data and goes to /login", async () => {
    const { auth, queryClient, result } = setup(null);
    await act(() => result.current.signOut());
    expect(auth.signOut).toHaveBeenCalledWith({ scope: 'local' });
    expect(result.current.pathname).toBe('/login');
    expect(queryClient.getQueryData(['orders', 'list'])).toBeUndefined();
    expect(localStorage.getItem('isAuthenticated')).toBeNull();
    expect(localStorage.getItem('deliveryUsername')).toBeNull();
  });

  it('stays put when the server could not end the session', async () => {
    const { queryClient, result } = setup(new AuthRetryableFetchError('Failed to fetch', 0));
    await act(() => result.current.signOut());
    expect(result.current.pathname).toBe('/security');
    expect(queryClient.getQueryData(['orders', 'list'])).toBeTruthy();
    expect(localStorage.getItem('isAuthenticated')).toBe('true');
  });
});
