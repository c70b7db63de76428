import { useEffect } from 'react';
import type { Session } from '@supabase/supabase-js';
import { emailToUsername } from '@/lib/admin-account';
import type { SessionState } from '@/data/account/use-session';

// The earlier app kept isAuthenticated and deliveryUsername in localStorage (docs/screens.md).
// Here they only mirror the Supabase session: nothing reads them to decide access, and no
// password is ever stored.
export const MIRROR_KEYS = {
  isAuthenticated: 'isAuthenticated',
  username: 'deliveryUsername',
  /** Where the earlier app kept the password in clear text; removed wherever it is found. */
  legacyPassword: 'deliveryPassword',
} as const;

/** The username shown for a session: the account e-mail's local part (see admin-account). */
export function sessionUsername(session: Session): string {
  return emailToUsername(session.user.email);
}

/** Writes the mirrors for a signed-in username, or clears them when `username` is null. */
export function writeMirrors(
  username: string | null,
  storage: Storage = window.localStorage,
): void {
  try {
    storage.removeItem(MIRROR_KEYS.legacyPassword);
    if (username === null) {
      storage.removeItem(MIRROR_KEYS.isAuthenticated);
      storage.removeItem(MIRROR_KEYS.username);
    } else {
      storage.setItem(MIRROR_KEYS.isAuthenticated, 'true');
      storage.setItem(MIRROR_KEYS.username, username);
    }
  } catch {
    // Storage can be unavailable (private mode, quota); the mirrors are optional, the session is not.
  }
}

/** Keeps the mirrors in step with the session: sign-in, sign-out, expiry, a changed username. */
export function useAuthMirror(state: SessionState, storage?: Storage): void {
  const username = state.status === 'signed-in' ? sessionUsername(state.session) : null;
  const settled = state.status !== 'loading';
  useEffect(() => {
    if (settled) writeMirrors(username, storage);
  }, [settled, username, storage]);
}
