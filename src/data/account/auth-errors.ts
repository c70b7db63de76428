import { isAuthApiError } from '@supabase/supabase-js';
import type { ErrorCode } from '@/lib/errors';

/**
 * What a failed e-mail + password check means for the person typing: the pair was refused, the
 * server is throttling, or it could not be reached (then "wrong password" would be a lie).
 */
export function credentialsFailure(error: unknown): 'refused' | 'rate-limited' | 'unavailable' {
  if (!isAuthApiError(error)) return 'unavailable';
  if (error.status === 429) return 'rate-limited';
  return error.status >= 400 && error.status < 500 ? 'refused' : 'unavailable';
}

/** The code of a failed check, given the code to use when the pair was refused. */
export function credentialsFailureCode(error: unknown, refusedCode: ErrorCode): ErrorCode {
  const failure = credentialsFailure(error);
  if (failure === 'refused') return refusedCode;
  return failure === 'rate-limited' ? 'rate_limited' : 'connection';
}
