import { config } from '@/lib/config';

// Where the Supabase API lives and where @supabase/auth-js keeps the session, without auth-js: the
// app's client (supabase.ts) and the login page (src/login), which signs in before auth-js loads.

/** The project's base URL, ending in '/', that the API paths are resolved against. */
export const supabaseBase = new URL(
  config.supabaseUrl.endsWith('/') ? config.supabaseUrl : `${config.supabaseUrl}/`,
);

/** The localStorage key of the session, as createClient derives it from the project's URL. */
export const authStorageKey = `sb-${supabaseBase.hostname.split('.')[0]}-auth-token`;
