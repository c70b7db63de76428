import type { AuthChangeEvent, Session } from '@supabase/supabase-js';
import { createSessionStore } from '@/data/account/use-session';

/** A session store driven by hand, for the auth feature's tests (no Supabase behind it). */
export function fakeSessionStore() {
  let callback: ((event: AuthChangeEvent, session: Session | null) => void) | undefined;
  const store = createSessionStore({
    onAuthStateChange(cb) {
      callback = cb;
      return { data: { subscription: { unsubscribe: () => (callback = undefined) } } };
    },
  });
  return {
    store,
    signIn: (email = 'admin@admin.comanda.local') =>
      callback?.('SIGNED_IN', { access_token: 'token', user: { id: 'u1', email } } as Session),
    signOut: () => callback?.('SIGNED_OUT', null),
  };
}
