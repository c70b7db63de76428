import { RealtimeClient } from '@supabase/realtime-js';
import { config } from '@/lib/config';

/**
 * Realtime for the storefront, as anon: supabase-js's own realtime client without auth, storage and
 * the rest, which a customer's phone would otherwise download and run just to keep the menu live.
 */
const base = config.supabaseUrl.endsWith('/') ? config.supabaseUrl : `${config.supabaseUrl}/`;
const url = new URL('realtime/v1', base);
url.protocol = url.protocol.replace('http', 'ws');

export const publicRealtime = new RealtimeClient(url.href, {
  params: { apikey: config.supabaseAnonKey },
  accessToken: () => Promise.resolve(config.supabaseAnonKey),
});
