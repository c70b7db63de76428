import { useMutation } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { FieldError } from '@/lib/errors';
import type { MutationOptions } from '../mutation';

export interface ResetPasswordInput {
  username: string;
  /** The one-time code `npm run create-admin -- --reset <username>` printed on the server. */
  code: string;
  newPassword: string;
}

export type ResetPasswordField = 'code' | 'newPassword';

/**
 * Sets a new password with a one-time code (reset_password_with_code): a wrong, expired or used
 * code is an answer the form shows under the code; a refused password under the password.
 */
export async function resetPasswordWithCode({ username, code, newPassword }: ResetPasswordInput) {
  const { data, error } = await supabase.rpc('reset_password_with_code', {
    username,
    code,
    new_password: newPassword,
  });
  if (error) {
    if (error.details === 'invalid_password' || error.details === 'default_password') {
      throw new FieldError<ResetPasswordField>('newPassword', 'weak_password', {
        userText: error.message,
        cause: error,
      });
    }
    throw error;
  }
  const answer = data as { ok?: boolean; message?: string } | null;
  if (answer?.ok !== true) {
    throw new FieldError<ResetPasswordField>('code', 'reset_code_invalid', {
      userText: answer?.message,
    });
  }
}

export function useResetPasswordWithCode(options: MutationOptions<void, ResetPasswordInput> = {}) {
  return useMutation({ ...options, mutationFn: resetPasswordWithCode });
}
