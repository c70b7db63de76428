import { normalizeUsername, usernameToEmail } from '@/lib/admin-account';
import { supabase } from '@/lib/supabase';
import { AppError, FieldError } from '@/lib/errors';
import { useCacheMutation, type MutationOptions } from '../mutation';
import { authKeys } from './keys';
import { SECURITY_FORM_DELAY_MS, withMinimumDuration } from '@/lib/min-duration';

export interface ChangeUsernameInput {
  newUsername: string;
  currentPassword: string;
  /** The signed-in account's e-mail, whose password is checked. */
  currentEmail: string;
}

/** Changes the username, i.e. the account e-mail, once the server accepts the password. */
export async function changeUsername({
  currentEmail,
  newUsername,
  currentPassword,
}: ChangeUsernameInput) {
  const username = normalizeUsername(newUsername);
  const email = usernameToEmail(username);
  if (email === currentEmail) {
    throw new FieldError('newUsername', 'username_unchanged');
  }
  // On the server (change_admin_username): hosted Supabase would mail a confirmation link for a
  // user-initiated e-mail change, and this address receives no mail.
  const { error } = await supabase.rpc('change_admin_username', {
    new_username: username,
    current_password: currentPassword,
  });
  if (error) {
    if (error.details === 'wrong_password') {
      throw new FieldError('currentPassword', 'wrong_current_password');
    }
    if (
      error.details === 'username_taken' ||
      error.details === 'username_unchanged' ||
      error.details === 'invalid_username'
    ) {
      throw new FieldError('newUsername', 'username_change_failed', { userText: error.message });
    }
    throw new AppError('username_change_failed');
  }
  // The session's token still names the old e-mail: take a fresh one.
  await supabase.auth.refreshSession().catch(() => undefined);
  return username;
}

export function useChangeUsername(options: MutationOptions<string, ChangeUsernameInput> = {}) {
  const slowed = (input: ChangeUsernameInput) =>
    withMinimumDuration(() => changeUsername(input), SECURITY_FORM_DELAY_MS);
  return useCacheMutation(slowed, options, { invalidates: [authKeys.all] });
}
