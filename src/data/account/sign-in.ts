import { DEFAULT_ADMIN_PASSWORD, usernameToEmail } from '@/lib/admin-account';
import { supabase } from '@/lib/supabase';
import { AppError } from '@/lib/errors';
import { credentialsFailureCode } from './auth-errors';

/**
 * The account e-mail to sign in with. A username maps to <username>@admin.comanda.local; an admin
 * created elsewhere with a real e-mail (shown whole on /security) may type that e-mail.
 */
export function loginEmail(username: string): string {
  const typed = username.trim();
  return typed.includes('@') ? typed.toLowerCase() : usernameToEmail(typed);
}

/** Signs in through Supabase Auth (the server checks the password); throws an AppError. */
export async function signIn({
  username,
  password,
}: {
  username: string;
  password: string;
}): Promise<{ usedDefaultPassword: boolean }> {
  const { error } = await supabase.auth.signInWithPassword({
    email: loginEmail(username),
    password,
  });
  if (error) throw new AppError(credentialsFailureCode(error, 'wrong_credentials'));
  return { usedDefaultPassword: password === DEFAULT_ADMIN_PASSWORD };
}
