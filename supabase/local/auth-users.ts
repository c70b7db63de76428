// The accounts behind /auth/v1: auth.users rows as GoTrue returns them, and the errors the
// endpoints answer with, in GoTrue's shape ({code, error_code, msg}).
import type pg from 'pg';

export const MIN_PASSWORD_LENGTH = 8;
export const API_VERSION_HEADER = { 'X-Supabase-Api-Version': '2024-01-01' };

export interface UserRow {
  id: string;
  email: string;
  encrypted_password: string | null;
  email_confirmed_at: Date | null;
  last_sign_in_at: Date | null;
  raw_app_meta_data: Record<string, unknown>;
  raw_user_meta_data: Record<string, unknown>;
  created_at: Date;
  updated_at: Date;
}

export const USER_COLUMNS = `id, email, encrypted_password, email_confirmed_at, last_sign_in_at,
  raw_app_meta_data, raw_user_meta_data, created_at, updated_at`;

export class AuthError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export const RATE_LIMITED = () =>
  new AuthError(429, 'over_request_rate_limit', 'Request rate limit reached');

export const WEAK_PASSWORD = () =>
  new AuthError(
    422,
    'weak_password',
    `Password should be at least ${MIN_PASSWORD_LENGTH} characters.`,
    {
      weak_password: { reasons: ['length'] },
    },
  );

export const INVALID_EMAIL = () =>
  new AuthError(400, 'validation_failed', 'Unable to validate email address: invalid format');

export const EMAIL_EXISTS = () =>
  new AuthError(422, 'email_exists', 'A user with this email address has already been registered');

export async function findUserByEmail(
  db: pg.Pool | pg.PoolClient,
  email: string,
): Promise<UserRow | undefined> {
  const { rows } = await db.query<UserRow>(
    `select ${USER_COLUMNS} from auth.users where email = $1`,
    [email],
  );
  return rows[0];
}

export async function findUserById(
  db: pg.Pool | pg.PoolClient,
  id: string,
): Promise<UserRow | undefined> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
  const { rows } = await db.query<UserRow>(`select ${USER_COLUMNS} from auth.users where id = $1`, [
    id,
  ]);
  return rows[0];
}

/** A user as GoTrue returns it. */
export function publicUser(user: UserRow) {
  return {
    id: user.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: user.email,
    email_confirmed_at: user.email_confirmed_at,
    confirmed_at: user.email_confirmed_at,
    phone: '',
    last_sign_in_at: user.last_sign_in_at,
    app_metadata: user.raw_app_meta_data,
    user_metadata: user.raw_user_meta_data,
    identities: [],
    created_at: user.created_at,
    updated_at: user.updated_at,
    is_anonymous: false,
  };
}
