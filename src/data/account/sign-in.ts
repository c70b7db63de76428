import { DEFAULT_ADMIN_PASSWORD, usernameToEmail } from '@/lib/admin-account';
import { AppError } from '@/lib/errors';
import { credentialsFailureCode } from './auth-errors';
import { requestSession, type TokenRefused } from './auth-session';

/**
 * The account e-mail to sign in with. A username maps to <username>@admin.comanda.local; an admin
 * created elsewhere with a real e-mail (shown whole on /security) may type that e-mail.
 */
export function loginEmail(username: string): string {
  const typed = username.trim();
  return typed.includes('@') ? typed.toLowerCase() : usernameToEmail(typed);
}

/**
 * Signs in through Supabase Auth (the server checks the password) and keeps the session where the
 * app finds it; throws an AppError. Resolves with the account's e-mail.
 */
export async function signIn({
  username,
  password,
}: {
  username: string;
  password: string;
}): Promise<{ usedDefaultPassword: boolean; email: string }> {
  try {
    const session = await requestSession('password', { email: loginEmail(username), password });
    return {
      usedDefaultPassword: password === DEFAULT_ADMIN_PASSWORD,
      email: session.user.email ?? '',
    };
  } catch (error) {
    const status = (error as TokenRefused).status;
    throw new AppError(credentialsFailureCode(status, 'wrong_credentials'), { cause: error });
  }
}
