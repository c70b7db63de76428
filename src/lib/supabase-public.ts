import { PostgrestClient } from '@supabase/postgrest-js';
import { bootFetch } from '@/lib/boot-data';
import { config } from '@/lib/config';
import type { Database } from '@/lib/database.types';

/**
 * The storefront's tables and RPCs, always as anon: a customer has no session, and an owner who opens
 * the menu sees what customers see. It is supabase-js's own PostgREST client without auth, storage and
 * realtime, so a customer's phone renders the menu before downloading them (docs/performance.md: JS
 * needed to render /client); the live menu loads the realtime client after the first paint. Its first
 * requests may be answered by the data the server put in the page (src/lib/boot-data.ts).
 */
export const publicApi = new PostgrestClient<Database>(`${config.supabaseUrl}/rest/v1`, {
  headers: {
    apikey: config.supabaseAnonKey,
    Authorization: `Bearer ${config.supabaseAnonKey}`,
  },
  fetch: bootFetch,
});
