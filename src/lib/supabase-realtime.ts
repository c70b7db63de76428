import { RealtimeClient } from '@supabase/realtime-js';
import { config } from '@/lib/config';
import { accessToken, supabase } from '@/lib/supabase';
import { supabaseBase } from '@/lib/supabase-base';

/**
 * Realtime for the signed-in panel, loaded once a page has shown (src/data/realtime.ts): the channel
 * joins with the session's token and follows it as supabase-js does (a new token on sign-in and on
 * every refresh, the anon key after sign-out).
 */
const url = new URL('realtime/v1', supabaseBase);
url.protocol = url.protocol.replace('http', 'ws');

export const staffRealtime = new RealtimeClient(url.href, {
  params: { apikey: config.supabaseAnonKey },
  accessToken,
});

void accessToken().then((token) => staffRealtime.setAuth(token));

let lastToken: string | undefined;
supabase.auth.onAuthStateChange((event, session) => {
  const token = session?.access_token;
  if ((event === 'TOKEN_REFRESHED' || event === 'SIGNED_IN') && token && token !== lastToken) {
    lastToken = token;
    void staffRealtime.setAuth(token);
  } else if (event === 'SIGNED_OUT') {
    lastToken = undefined;
    void staffRealtime.setAuth();
  }
});
