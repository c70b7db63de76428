// Sessions and their tokens for /auth/v1: the password and refresh-token grants, the session each
// issues (a short-lived access token and a rotating refresh token, as GoTrue), ending sessions,
// and reading the bearer token of a request.
import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type pg from 'pg';
import bcrypt from 'bcryptjs';
import { signJwt, verifyJwt, type JwtClaims } from './jwt.ts';
import { bearerToken, clientAddress } from './http.ts';
import type { PasswordLimits } from './password-limits.ts';
import type { SessionCache } from './sessions.ts';
import { bcryptCompare } from './bcrypt-pool.ts';
import {
  AuthError,
  RATE_LIMITED,
  findUserByEmail,
  findUserById,
  publicUser,
} from './auth-users.ts';

const ACCESS_TOKEN_SECONDS = 3600;
const REFRESH_REUSE_SECONDS = 10;
/** A session idle this long (its refresh token unused) is over: sign in again. */
const REFRESH_TOKEN_DAYS = 30;
/** Compared against when the e-mail is unknown, so that a miss takes as long as a wrong password. */
const DUMMY_HASH = bcrypt.hashSync(randomBytes(16).toString('hex'), 10);

export class TokenGrants {
  constructor(
    private readonly pool: pg.Pool,
    private readonly jwtSecret: string,
    private readonly issuer: string,
    private readonly passwords: PasswordLimits,
    private readonly sessions: SessionCache,
  ) {}

  /** grant_type=password: a new session for the right e-mail and password. */
  async password(req: IncomingMessage, body: Record<string, unknown>) {
    const email = typeof body.email === 'string' ? body.email.trim().toLowerCase() : '';
    const password = typeof body.password === 'string' ? body.password : '';
    const address = clientAddress(req);
    if (!this.passwords.mayTry(address, email)) throw RATE_LIMITED();
    const user = await findUserByEmail(this.pool, email);
    // An unknown e-mail costs the same bcrypt time as a wrong password: timing tells nothing.
    const ok = await bcryptCompare(password, user?.encrypted_password ?? DUMMY_HASH);
    if (!user || !ok) {
      this.passwords.failed(address, email);
      throw new AuthError(400, 'invalid_credentials', 'Invalid login credentials');
    }
    this.passwords.succeeded(address, email);
    const { rows } = await this.pool.query<{ id: string }>(
      'insert into auth.sessions (user_id) values ($1) returning id',
      [user.id],
    );
    await this.pool.query('update auth.users set last_sign_in_at = now() where id = $1', [user.id]);
    return this.issueSession(user.id, rows[0]!.id);
  }

  /** grant_type=refresh_token: the session's next tokens, once per refresh token. */
  async refresh(body: Record<string, unknown>) {
    const token = typeof body.refresh_token === 'string' ? body.refresh_token : '';
    // Like GoTrue, a token stays usable for a few seconds after its first use, so that two
    // tabs refreshing at once both get a session.
    const { rows } = await this.pool.query<{
      user_id: string;
      session_id: string;
      reusable: boolean;
      expired: boolean;
    }>(
      `update auth.refresh_tokens set revoked_at = coalesce(revoked_at, now())
        where token = $1
        returning user_id, session_id, revoked_at > now() - make_interval(secs => $2) as reusable,
                  created_at < now() - make_interval(days => $3) as expired`,
      [token, REFRESH_REUSE_SECONDS, REFRESH_TOKEN_DAYS],
    );
    const row = rows[0];
    if (!row)
      throw new AuthError(
        400,
        'refresh_token_not_found',
        'Invalid Refresh Token: Refresh Token Not Found',
      );
    // Tokens rotate at every refresh: one unused this long belongs to a session left idle.
    if (row.expired)
      throw new AuthError(400, 'session_expired', 'Invalid Refresh Token: Session Expired');
    if (!row.reusable) {
      // A rotated token used again: someone holds a copy. As GoTrue's reuse detection, the
      // whole session ends (its refresh tokens and, at the gateway, its access tokens).
      await this.endSessions('delete from auth.sessions where id = $1 returning id', [
        row.session_id,
      ]);
      throw new AuthError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used');
    }
    const session = await this.pool.query('select 1 from auth.sessions where id = $1', [
      row.session_id,
    ]);
    if (session.rowCount === 0)
      throw new AuthError(400, 'session_not_found', 'Invalid Refresh Token: Session Expired');
    return this.issueSession(row.user_id, row.session_id);
  }

  /** Deletes sessions (`sql` returns their ids) and forgets them at once in the session cache. */
  async endSessions(sql: string, params: unknown[]): Promise<void> {
    const { rows } = await this.pool.query<{ id: string }>(sql, params);
    this.sessions.forget(rows.map((r) => r.id));
  }

  private async issueSession(userId: string, sessionId: string) {
    const user = (await findUserById(this.pool, userId))!;
    const refreshToken = randomBytes(24).toString('base64url');
    await this.pool.query(
      'insert into auth.refresh_tokens (token, user_id, session_id) values ($1, $2, $3)',
      [refreshToken, userId, sessionId],
    );
    const now = Math.floor(Date.now() / 1000);
    const accessToken = signJwt(
      {
        iss: this.issuer,
        aud: 'authenticated',
        sub: user.id,
        email: user.email,
        phone: '',
        role: 'authenticated',
        aal: 'aal1',
        amr: [{ method: 'password', timestamp: now }],
        session_id: sessionId,
        is_anonymous: false,
        app_metadata: user.raw_app_meta_data,
        user_metadata: user.raw_user_meta_data,
        iat: now,
        exp: now + ACCESS_TOKEN_SECONDS,
      },
      this.jwtSecret,
    );
    return {
      access_token: accessToken,
      token_type: 'bearer',
      expires_in: ACCESS_TOKEN_SECONDS,
      expires_at: now + ACCESS_TOKEN_SECONDS,
      refresh_token: refreshToken,
      user: publicUser(user),
    };
  }
}

/** The request's bearer token, verified: its claims, or the 401 GoTrue answers. */
export function verifyBearer(req: IncomingMessage, jwtSecret: string): JwtClaims {
  const token = bearerToken(req);
  if (!token) throw new AuthError(401, 'no_authorization', 'This endpoint requires a Bearer token');
  const result = verifyJwt(token, jwtSecret);
  if (!result.ok) {
    throw new AuthError(
      401,
      'bad_jwt',
      `invalid JWT: unable to parse or verify signature, ${result.reason}`,
    );
  }
  return result.claims;
}
