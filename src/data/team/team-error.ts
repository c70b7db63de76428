import type { PostgrestError } from '@supabase/supabase-js';
import { AppError, FieldError } from '@/lib/errors';

/**
 * The team rpcs refuse with a pt-BR sentence and a machine code in details: a taken or invalid
 * username belongs under the username field, a weak password under the password; the rest (the
 * last owner, a missing right) is the form's.
 */
export function teamError(error: PostgrestError): AppError {
  const options = { userText: error.message, cause: error };
  if (error.details === 'username_taken' || error.details === 'invalid_username') {
    return new FieldError('username', 'team_change_failed', options);
  }
  if (error.details === 'weak_password') {
    return new FieldError('password', 'team_change_failed', options);
  }
  if (error.code === 'P0001' || error.code === '42501') {
    return new AppError('team_change_failed', options);
  }
  return new AppError('team_change_failed', { cause: error });
}
