import { isAuthApiError } from '@supabase/supabase-js';
import { CONNECTION_MESSAGE, RATE_LIMIT_MESSAGE } from '../errors';

export const WRONG_CREDENTIALS_MESSAGE = 'Nome de usuário ou senha incorretos.';
export const WRONG_CURRENT_PASSWORD_MESSAGE = 'Senha atual incorreta.';

/**
 * What a failed e-mail + password check means for the person typing: the pair was refused, the
 * server is throttling, or it could not be reached (then "wrong password" would be a lie).
 */
export function credentialsFailure(error: unknown): 'refused' | 'rate-limited' | 'unavailable' {
  if (!isAuthApiError(error)) return 'unavailable';
  if (error.status === 429) return 'rate-limited';
  return error.status >= 400 && error.status < 500 ? 'refused' : 'unavailable';
}

/** The pt-BR text for a failed check, given the text to use when the pair was refused. */
export function credentialsFailureMessage(error: unknown, refusedMessage: string): string {
  const failure = credentialsFailure(error);
  if (failure === 'refused') return refusedMessage;
  return failure === 'rate-limited' ? RATE_LIMIT_MESSAGE : CONNECTION_MESSAGE;
}
