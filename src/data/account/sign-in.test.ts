import { AuthClient } from '@supabase/auth-js';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppError } from '@/lib/errors';
import { authStorageKey, supabaseBase } from '@/lib/supabase-base';
import { hasLiveSession } from './auth-session';
import { loginEmail, signIn } from './sign-in';

const now = () => Math.round(Date.now() / 1000);
const user = {
  id: 'u1',
  aud: 'authenticated',
  role: 'authenticated',
  email: 'admin@admin.comanda.local',
  app_metadata: {},
  user_metadata: {},
  created_at: '2026-01-01T00:00:00Z',
};
const tokenAnswer = {
  access_token: 'a.b.c',
  token_type: 'bearer',
  expires_in: 3600,
  refresh_token: 'r1',
  user,
};

function answer(status: number, body: unknown) {
  return vi.fn<typeof fetch>(async () => new Response(JSON.stringify(body), { status }));
}

describe('signIn (the login page, without auth-js)', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('maps the username to the account e-mail', () => {
    expect(loginEmail('  Admin ')).toBe('admin@admin.comanda.local');
    expect(loginEmail('Dono@Loja.com ')).toBe('dono@loja.com');
  });

  it("asks Auth's password grant and keeps the session where the app's auth client finds it", async () => {
    const fetch = answer(200, tokenAnswer);
    vi.stubGlobal('fetch', fetch);
    const result = await signIn({ username: 'admin', password: 'admin123' });
    expect(result).toEqual({ usedDefaultPassword: true, email: 'admin@admin.comanda.local' });
    const [url, init] = fetch.mock.calls[0] as [URL, RequestInit];
    expect(String(url)).toBe(new URL('auth/v1/token?grant_type=password', supabaseBase).href);
    expect(JSON.parse(String(init.body))).toEqual({
      email: 'admin@admin.comanda.local',
      password: 'admin123',
    });

    const stored = JSON.parse(localStorage.getItem(authStorageKey)!) as { expires_at: number };
    expect(stored).toMatchObject(tokenAnswer);
    expect(Math.abs(stored.expires_at - (now() + 3600))).toBeLessThanOrEqual(1);

    // The app's client (src/lib/supabase.ts builds it so) restores it without asking the server.
    const auth = new AuthClient({
      url: new URL('auth/v1', supabaseBase).href,
      storageKey: authStorageKey,
      autoRefreshToken: false,
      persistSession: true,
      detectSessionInUrl: false,
    });
    const { data } = await auth.getSession();
    expect(data.session?.access_token).toBe('a.b.c');
    expect(data.session?.user.email).toBe('admin@admin.comanda.local');
    expect(await hasLiveSession()).toBe(true);
  });

  it('says what failed: the pair, the throttle, or the connection', async () => {
    const code = async () =>
      signIn({ username: 'admin', password: 'x' }).catch((error: AppError) => error.code);
    vi.stubGlobal('fetch', answer(400, { error: 'invalid_grant' }));
    expect(await code()).toBe('wrong_credentials');
    vi.stubGlobal('fetch', answer(429, { error_code: 'over_request_rate_limit' }));
    expect(await code()).toBe('rate_limited');
    vi.stubGlobal('fetch', answer(500, {}));
    expect(await code()).toBe('connection');
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    expect(await code()).toBe('connection');
    expect(localStorage.getItem(authStorageKey)).toBeNull();
  });

  it('renews an expired session, and forgets one the server refuses to renew', async () => {
    const expired = { ...tokenAnswer, expires_at: now() - 10 };
    localStorage.setItem(authStorageKey, JSON.stringify(expired));
    vi.stubGlobal('fetch', answer(200, { ...tokenAnswer, access_token: 'new' }));
    expect(await hasLiveSession()).toBe(true);
    expect(JSON.parse(localStorage.getItem(authStorageKey)!).access_token).toBe('new');

    localStorage.setItem(authStorageKey, JSON.stringify(expired));
    vi.stubGlobal('fetch', answer(400, { error: 'invalid_grant' }));
    expect(await hasLiveSession()).toBe(false);
    expect(localStorage.getItem(authStorageKey)).toBeNull();
  });
});
