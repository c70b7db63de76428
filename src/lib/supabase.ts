import { AuthClient } from '@supabase/auth-js';
import { PostgrestClient } from '@supabase/postgrest-js';
import { config } from '@/lib/config';
import type { Database } from '@/lib/database.types';
import { authStorageKey, supabaseBase } from '@/lib/supabase-base';

// The panel's signed-in client, built from supabase-js's own parts as createClient builds them (the
// same session key in localStorage, the same headers): auth and PostgREST here, realtime loaded after
// the first paint (src/lib/supabase-realtime.ts) and storage with the screens that upload
// (src/lib/supabase-storage.ts). createClient would bring all of them, and its realtime, storage and
// functions clients, into every panel page before it shows anything (docs/performance.md).

const key = config.supabaseAnonKey;

const auth = new AuthClient({
  url: new URL('auth/v1', supabaseBase).href,
  headers: { Authorization: `Bearer ${key}`, apikey: key },
  storageKey: authStorageKey,
  autoRefreshToken: true,
  persistSession: true,
  detectSessionInUrl: true,
  flowType: 'implicit',
});

/** The signed-in user's access token, or the anon key. */
export async function accessToken(): Promise<string> {
  const { data } = await auth.getSession();
  return data.session?.access_token ?? key;
}

/** fetch with the apikey and the session's bearer token, as supabase-js sends them. */
export const authedFetch: typeof fetch = async (input, init) => {
  const token = await accessToken();
  const headers = new Headers(init?.headers);
  if (!headers.has('apikey')) headers.set('apikey', key);
  if (!headers.has('Authorization')) headers.set('Authorization', `Bearer ${token}`);
  return fetch(input, { ...init, headers });
};

const rest = new PostgrestClient<Database>(new URL('rest/v1', supabaseBase).href, {
  fetch: authedFetch,
});

/** The app's one signed-in client, typed by the types generated from the migrations. */
export const supabase = Object.assign(rest, { auth });
