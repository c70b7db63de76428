import { useEffect } from 'react';
import type { Session } from '@supabase/supabase-js';
import { emailToUsername } from '@/lib/admin-account';
import { writeMirrors } from '@/lib/auth-mirrors';
import type { SessionState } from '@/data/account/use-session';

/** The username shown for a session: the account e-mail's local part (see admin-account). */
export function sessionUsername(session: Session): string {
  return emailToUsername(session.user.email);
}

/** Keeps the mirrors in step with the session: sign-in, sign-out, expiry, a changed username. */
export function useAuthMirror(state: SessionState, storage?: Storage): void {
  const username = state.status === 'signed-in' ? sessionUsername(state.session) : null;
  const settled = state.status !== 'loading';
  useEffect(() => {
    if (settled) writeMirrors(username, storage);
  }, [settled, username, storage]);
}
