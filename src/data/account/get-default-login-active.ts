import { config } from '@/lib/config';
import { supabaseBase } from '@/lib/supabase-base';

/**
 * Whether the default admin pair (admin / admin123) still signs in: decides the login hint. A plain
 * call to the RPC (the login page loads no PostgREST client); false when it cannot be asked.
 */
export async function getDefaultLoginActive(): Promise<boolean> {
  try {
    const response = await fetch(new URL('rest/v1/rpc/default_admin_login_active', supabaseBase), {
      method: 'POST',
      headers: {
        apikey: config.supabaseAnonKey,
        Authorization: `Bearer ${config.supabaseAnonKey}`,
        'Content-Type': 'application/json',
      },
      body: '{}',
    });
    return response.ok && (await response.json()) === true;
  } catch {
    return false;
  }
}
