import { config } from '@/lib/config';
import { authStorageKey, supabaseBase } from '@/lib/supabase-base';

// Supabase Auth's token endpoint called directly, for the login page (src/login), which must show
// before the app's auth client (auth-js) downloads. The session is stored exactly as auth-js stores
// it (the same key, the token response with its expires_at), so the app opening next finds it.

export interface StoredSession {
  access_token: string;
  refresh_token: string;
  expires_in: number;
  expires_at: number;
  token_type: string;
  user: { id: string; email?: string };
}

/** Auth's answer that is not a session: its HTTP status, none when Auth was not reached. */
export class TokenRefused extends Error {
  constructor(readonly status: number | undefined) {
    super(status === undefined ? 'Auth unreachable' : `Auth answered ${status}`);
  }
}

/** POST /auth/v1/token with a grant; stores and returns the session it gives. */
export async function requestSession(
  grant: 'password' | 'refresh_token',
  body: Record<string, string>,
): Promise<StoredSession> {
  let response: Response;
  try {
    response = await fetch(new URL(`auth/v1/token?grant_type=${grant}`, supabaseBase), {
      method: 'POST',
      headers: {
        apikey: config.supabaseAnonKey,
        Authorization: `Bearer ${config.supabaseAnonKey}`,
        'Content-Type': 'application/json;charset=UTF-8',
      },
      body: JSON.stringify(body),
    });
  } catch {
    throw new TokenRefused(undefined);
  }
  if (!response.ok) throw new TokenRefused(response.status);
  const data = (await response.json()) as Omit<StoredSession, 'expires_at'> & {
    expires_at?: number;
  };
  // auth-js's own rule when the answer has no expires_at.
  const session = {
    ...data,
    expires_at: data.expires_at ?? Math.round(Date.now() / 1000) + data.expires_in,
  };
  localStorage.setItem(authStorageKey, JSON.stringify(session));
  return session;
}

/** The stored session, if any (what auth-js would restore). */
export function storedSession(): StoredSession | null {
  try {
    const session = JSON.parse(localStorage.getItem(authStorageKey) ?? 'null') as StoredSession;
    return session?.access_token && session.refresh_token ? session : null;
  } catch {
    return null;
  }
}

/**
 * Whether this browser is signed in: a stored session still valid, or renewed with its refresh
 * token. A session the server refuses to renew is removed, as auth-js does.
 */
export async function hasLiveSession(): Promise<boolean> {
  const session = storedSession();
  if (!session) return false;
  // auth-js renews a session that expires within 90 s.
  if (session.expires_at * 1000 > Date.now() + 90_000) return true;
  try {
    await requestSession('refresh_token', { refresh_token: session.refresh_token });
    return true;
  } catch (error) {
    const status = (error as TokenRefused).status;
    if (status !== undefined && status >= 400 && status < 500) {
      localStorage.removeItem(authStorageKey);
    }
    return false;
  }
}
