import { act, renderHook } from '@testing-library/react';
import type { AuthChangeEvent, Session } from '@supabase/supabase-js';
import { describe, expect, it, vi } from 'vitest';
import { createSessionStore, useSession } from './use-session';

function fakeAuth() {
  let callback: ((event: AuthChangeEvent, session: Session | null) => void) | undefined;
  const unsubscribe = vi.fn();
  return {
    unsubscribe,
    emit: (event: AuthChangeEvent, session: Session | null) => callback?.(event, session),
    onAuthStateChange(cb: typeof callback) {
      callback = cb;
      return { data: { subscription: { unsubscribe } } };
    },
  };
}

const session = { access_token: 'token', user: { id: 'u1' } } as Session;

describe('useSession', () => {
  it('is loading until auth restores the session, then follows sign-in and sign-out', () => {
    const auth = fakeAuth();
    const store = createSessionStore(auth);
    const { result, unmount } = renderHook(() => useSession(store));
    expect(result.current.status).toBe('loading');

    act(() => auth.emit('INITIAL_SESSION', null));
    expect(result.current.status).toBe('signed-out');

    act(() => auth.emit('SIGNED_IN', session));
    expect(result.current).toEqual({ status: 'signed-in', session });

    act(() => auth.emit('SIGNED_OUT', null));
    expect(result.current.status).toBe('signed-out');

    unmount();
    expect(auth.unsubscribe).toHaveBeenCalledOnce();
  });
});
