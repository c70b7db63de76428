import { isAuthApiError } from '@supabase/supabase-js';
import { supabase } from '@/lib/supabase';
import { AppError, FieldError } from '@/lib/errors';
import { useCacheMutation, type MutationOptions } from '../mutation';
import { authKeys } from './keys';
import { SECURITY_FORM_DELAY_MS, withMinimumDuration } from '@/lib/min-duration';

export interface ChangePasswordInput {
  currentPassword: string;
  newPassword: string;
  /** The signed-in account's e-mail, whose current password is checked. */
  currentEmail: string;
}

/**
 * Sets a new password. The server checks the current one (GoTrue's current_password), refuses one
 * under 8 characters and signs out every other session.
 */
export async function changePassword({ currentPassword, newPassword }: ChangePasswordInput) {
  const { error } = await supabase.auth.updateUser({
    password: newPassword,
    current_password: currentPassword,
  });
  if (!error) return;
  const code = isAuthApiError(error) ? error.code : undefined;
  if (code === 'current_password_mismatch' || code === 'current_password_required') {
    throw new FieldError('currentPassword', 'wrong_current_password');
  }
  if (code === 'same_password') throw new FieldError('newPassword', 'same_password');
  if (code === 'weak_password') throw new FieldError('newPassword', 'weak_password');
  if (isAuthApiError(error) && error.status === 429) throw new AppError('rate_limited');
  throw new AppError('password_change_failed');
}

export function useChangePassword(options: MutationOptions<void, ChangePasswordInput> = {}) {
  const slowed = (input: ChangePasswordInput) =>
    withMinimumDuration(() => changePassword(input), SECURITY_FORM_DELAY_MS);
  // The login hint and the default-password notice depend on it.
  return useCacheMutation(slowed, options, { invalidates: [authKeys.all] });
}
