import { AuthClient } from '@supabase/supabase-js';
import { config } from '@/lib/config';
import {
  credentialsFailure,
  credentialsFailureMessage,
  FieldError,
  WRONG_CURRENT_PASSWORD_MESSAGE,
} from '@/features/auth/api/auth-errors';

// The check runs on its own auth client that keeps nothing: the app's session is left as it is
// (no extra SIGNED_IN, no orphaned session), and the check's session is ended right after.
let checker: InstanceType<typeof AuthClient> | undefined;

function passwordChecker() {
  checker ??= new AuthClient({
    url: `${config.supabaseUrl}/auth/v1`,
    headers: { apikey: config.supabaseAnonKey, Authorization: `Bearer ${config.supabaseAnonKey}` },
    storageKey: 'comanda-password-check',
    persistSession: false,
    autoRefreshToken: false,
    detectSessionInUrl: false,
  });
  return checker;
}

/**
 * Confirms on the server that `password` is the account's current password (DESIGN 5: never compared
 * in the browser). Throws a FieldError on `currentPassword` when it is not.
 */
export async function verifyCurrentPassword(email: string, password: string): Promise<void> {
  const client = passwordChecker();
  const { error } = await client.signInWithPassword({ email, password });
  if (error) {
    if (credentialsFailure(error) === 'refused') {
      throw new FieldError('currentPassword', WRONG_CURRENT_PASSWORD_MESSAGE);
    }
    throw new Error(credentialsFailureMessage(error, WRONG_CURRENT_PASSWORD_MESSAGE));
  }
  await client.signOut({ scope: 'local' });
}
