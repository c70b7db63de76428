import type { ErrorCode } from '@/lib/errors';

/**
 * What a failed e-mail + password check means for the person typing, from the HTTP status of Auth's
 * answer (none: it was not reached): the pair was refused, the server is throttling, or it could not
 * be reached or failed (then "wrong password" would be a lie).
 */
export function credentialsFailure(
  status: number | undefined,
): 'refused' | 'rate-limited' | 'unavailable' {
  if (status === 429) return 'rate-limited';
  return status !== undefined && status >= 400 && status < 500 ? 'refused' : 'unavailable';
}

/** The code of a failed check, given the code to use when the pair was refused. */
export function credentialsFailureCode(
  status: number | undefined,
  refusedCode: ErrorCode,
): ErrorCode {
  const failure = credentialsFailure(status);
  if (failure === 'refused') return refusedCode;
  return failure === 'rate-limited' ? 'rate_limited' : 'connection';
}
