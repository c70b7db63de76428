// /auth/v1: the part of Supabase Auth (GoTrue) that supabase-js uses for an e-mail + password
// account: password and refresh-token grants, the current user, updating it, and logout; plus the
// admin endpoint that creates users (service role only).
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type pg from 'pg';
import bcrypt from 'bcryptjs';
import { signJwt, verifyJwt, type JwtClaims } from './jwt.ts';
import { bearerToken, clientAddress, readJson, sendJson } from './http.ts';
import { PasswordLimits } from './password-limits.ts';
import { SessionCache } from './sessions.ts';
import { bcryptCompare, bcryptHash, BcryptBusyError } from './bcrypt-pool.ts';

const ACCESS_TOKEN_SECONDS = 3600;
const REFRESH_REUSE_SECONDS = 10;
/** A session idle this long (its refresh token unused) is over: sign in again. */
const REFRESH_TOKEN_DAYS = 30;
const MIN_PASSWORD_LENGTH = 8;
/** Compared against when the e-mail is unknown, so that a miss takes as long as a wrong password. */
const DUMMY_HASH = bcrypt.hashSync(randomBytes(16).toString('hex'), 10);
const API_VERSION_HEADER = { 'X-Supabase-Api-Version': '2024-01-01' };

interface UserRow {
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

const USER_COLUMNS = `id, email, encrypted_password, email_confirmed_at, last_sign_in_at,
  raw_app_meta_data, raw_user_meta_data, created_at, updated_at`;

class AuthError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

const RATE_LIMITED = () =>
  new AuthError(429, 'over_request_rate_limit', 'Request rate limit reached');

export class AuthService {
  /** Wrong passwords, at sign-in and when a signed-in user confirms theirs (password-limits.ts). */
  private readonly passwords: PasswordLimits;
  /** Whether an access token's session still exists (logout and password changes end it). */
  readonly sessions: SessionCache;

  constructor(
    private readonly pool: pg.Pool,
    private readonly jwtSecret: string,
    private readonly issuer: string,
    rateLimits = true,
  ) {
    this.passwords = new PasswordLimits(rateLimits);
    this.sessions = SessionCache.of(pool);
  }

  async handle(req: IncomingMessage, res: ServerResponse, route: string, url: URL): Promise<void> {
    try {
      const method = req.method ?? 'GET';
      if (method === 'POST' && route === '/token') return await this.token(req, res, url);
      if (method === 'GET' && route === '/user') return await this.getUser(req, res);
      if (method === 'PUT' && route === '/user') return await this.updateUser(req, res);
      if (method === 'POST' && route === '/logout') return await this.logout(req, res, url);
      if (method === 'POST' && route === '/admin/users')
        return await this.adminCreateUser(req, res);
      if (method === 'GET' && route === '/health')
        return sendJson(res, 200, { name: 'GoTrue', description: 'comanda local auth' });
      if (method === 'GET' && route === '/settings') {
        return sendJson(res, 200, {
          external: { email: true },
          disable_signup: true,
          mailer_autoconfirm: true,
        });
      }
      throw new AuthError(404, 'not_found', 'Not found');
    } catch (caught) {
      // A full queue of password checks is a flood: answered like any other rate limit.
      const error = caught instanceof BcryptBusyError ? RATE_LIMITED() : caught;
      if (error instanceof AuthError) {
        return sendJson(
          res,
          error.status,
          { code: error.code, error_code: error.code, msg: error.message, ...error.extra },
          API_VERSION_HEADER,
        );
      }
      if (error instanceof SyntaxError) {
        return sendJson(
          res,
          400,
          { code: 'bad_json', error_code: 'bad_json', msg: 'Could not parse request body as JSON' },
          API_VERSION_HEADER,
        );
      }
      throw error;
    }
  }

  private async token(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const grant = url.searchParams.get('grant_type');
    const body = await readJson(req);
    if (grant === 'password') {
      const email = typeof body.email === 'string' ? body.email.trim().toLowerCase() : '';
      const password = typeof body.password === 'string' ? body.password : '';
      const address = clientAddress(req);
      if (!this.passwords.mayTry(address, email)) throw RATE_LIMITED();
      const user = await this.findUserByEmail(email);
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
      await this.pool.query('update auth.users set last_sign_in_at = now() where id = $1', [
        user.id,
      ]);
      return sendJson(res, 200, await this.issueSession(user.id, rows[0]!.id), API_VERSION_HEADER);
    }
    if (grant === 'refresh_token') {
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
        throw new AuthError(
          400,
          'refresh_token_already_used',
          'Invalid Refresh Token: Already Used',
        );
      }
      const session = await this.pool.query('select 1 from auth.sessions where id = $1', [
        row.session_id,
      ]);
      if (session.rowCount === 0)
        throw new AuthError(400, 'session_not_found', 'Invalid Refresh Token: Session Expired');
      return sendJson(
        res,
        200,
        await this.issueSession(row.user_id, row.session_id),
        API_VERSION_HEADER,
      );
    }
    throw new AuthError(400, 'unsupported_grant_type', 'Unsupported grant type');
  }

  private async getUser(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const claims = await this.requireUser(req);
    const user = await this.findUserById(String(claims.sub));
    if (!user)
      throw new AuthError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
    sendJson(res, 200, publicUser(user), API_VERSION_HEADER);
  }

  private async updateUser(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const claims = await this.requireUser(req);
    const body = await readJson(req);
    const user = await this.findUserById(String(claims.sub));
    if (!user)
      throw new AuthError(403, 'user_not_found', 'User from sub claim in JWT does not exist');

    if (typeof body.password === 'string') {
      // As GoTrue with "Require current password when changing password" on (README): a stolen
      // access token is not enough to take the account over.
      if (typeof body.current_password !== 'string' || body.current_password === '') {
        throw new AuthError(
          400,
          'current_password_required',
          'Current password required when setting new password.',
        );
      }
      // Counted like sign-ins: a stolen token must not become a way to guess the password.
      const address = clientAddress(req);
      if (!this.passwords.mayTry(address, user.email)) throw RATE_LIMITED();
      if (
        !user.encrypted_password ||
        !(await bcryptCompare(body.current_password, user.encrypted_password))
      ) {
        this.passwords.failed(address, user.email);
        throw new AuthError(400, 'current_password_mismatch', 'Current password does not match.');
      }
      this.passwords.succeeded(address, user.email);
      if (body.password.length < MIN_PASSWORD_LENGTH) {
        throw new AuthError(
          422,
          'weak_password',
          `Password should be at least ${MIN_PASSWORD_LENGTH} characters.`,
          {
            weak_password: { reasons: ['length'] },
          },
        );
      }
      if (
        user.encrypted_password &&
        (await bcryptCompare(body.password, user.encrypted_password))
      ) {
        throw new AuthError(
          422,
          'same_password',
          'New password should be different from the old password.',
        );
      }
      await this.pool.query(
        'update auth.users set encrypted_password = $2, updated_at = now() where id = $1',
        [user.id, await bcryptHash(body.password)],
      );
      // Whoever knew the old password loses every other session (and its refresh tokens).
      await this.endSessions(
        'delete from auth.sessions where user_id = $1 and id is distinct from $2 returning id',
        [user.id, claims.session_id ?? null],
      );
    }
    if (typeof body.email === 'string') {
      const email = body.email.trim().toLowerCase();
      if (!/^[^\s@]+@[^\s@]+$/.test(email))
        throw new AuthError(
          400,
          'validation_failed',
          'Unable to validate email address: invalid format',
        );
      const taken = await this.pool.query(
        'select 1 from auth.users where email = $1 and id <> $2',
        [email, user.id],
      );
      if (taken.rowCount)
        throw new AuthError(
          422,
          'email_exists',
          'A user with this email address has already been registered',
        );
      await this.pool.query('update auth.users set email = $2, updated_at = now() where id = $1', [
        user.id,
        email,
      ]);
    }
    if (body.data && typeof body.data === 'object') {
      await this.pool.query(
        'update auth.users set raw_user_meta_data = raw_user_meta_data || $2::jsonb, updated_at = now() where id = $1',
        [user.id, JSON.stringify(body.data)],
      );
    }
    const updated = await this.findUserById(user.id);
    sendJson(res, 200, publicUser(updated!), API_VERSION_HEADER);
  }

  private async logout(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const claims = this.verify(req);
    const scope = url.searchParams.get('scope') ?? 'global';
    if (scope === 'local') {
      await this.endSessions('delete from auth.sessions where id = $1 returning id', [
        claims.session_id,
      ]);
    } else if (scope === 'others') {
      await this.endSessions(
        'delete from auth.sessions where user_id = $1 and id <> $2 returning id',
        [claims.sub, claims.session_id],
      );
    } else {
      await this.endSessions('delete from auth.sessions where user_id = $1 returning id', [
        claims.sub,
      ]);
    }
    res.writeHead(204, API_VERSION_HEADER);
    res.end();
  }

  private async adminCreateUser(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const claims = this.verify(req);
    if (claims.role !== 'service_role') throw new AuthError(403, 'not_admin', 'User not allowed');
    const body = await readJson(req);
    const email = typeof body.email === 'string' ? body.email.trim().toLowerCase() : '';
    const password = typeof body.password === 'string' ? body.password : '';
    if (!email)
      throw new AuthError(
        400,
        'validation_failed',
        'Unable to validate email address: invalid format',
      );
    if (password.length < MIN_PASSWORD_LENGTH) {
      throw new AuthError(
        422,
        'weak_password',
        `Password should be at least ${MIN_PASSWORD_LENGTH} characters.`,
        {
          weak_password: { reasons: ['length'] },
        },
      );
    }
    const meta =
      body.user_metadata && typeof body.user_metadata === 'object' ? body.user_metadata : {};
    // As GoTrue: the service role may set app_metadata (staff is app_metadata.role = 'admin').
    const appMeta =
      body.app_metadata && typeof body.app_metadata === 'object' ? body.app_metadata : {};
    const { rows } = await this.pool.query<UserRow>(
      `insert into auth.users (email, encrypted_password, raw_app_meta_data, raw_user_meta_data)
       values ($1, $2, '{"provider": "email", "providers": ["email"]}'::jsonb || $3::jsonb, $4)
       on conflict (email) do nothing returning ${USER_COLUMNS}`,
      [email, await bcryptHash(password), JSON.stringify(appMeta), JSON.stringify(meta)],
    );
    if (!rows[0])
      throw new AuthError(
        422,
        'email_exists',
        'A user with this email address has already been registered',
      );
    sendJson(res, 200, publicUser(rows[0]), API_VERSION_HEADER);
  }

  /** Deletes sessions (`sql` returns their ids) and forgets them at once in the session cache. */
  private async endSessions(sql: string, params: unknown[]): Promise<void> {
    const { rows } = await this.pool.query<{ id: string }>(sql, params);
    this.sessions.forget(rows.map((r) => r.id));
  }

  private verify(req: IncomingMessage): JwtClaims {
    const token = bearerToken(req);
    if (!token)
      throw new AuthError(401, 'no_authorization', 'This endpoint requires a Bearer token');
    const result = verifyJwt(token, this.jwtSecret);
    if (!result.ok) {
      const expired = result.reason === 'JWT expired';
      throw new AuthError(
        401,
        expired ? 'bad_jwt' : 'bad_jwt',
        `invalid JWT: unable to parse or verify signature, ${result.reason}`,
      );
    }
    return result.claims;
  }

  /** A signed-in user's token whose session still exists (logout ends it). */
  private async requireUser(req: IncomingMessage): Promise<JwtClaims> {
    const claims = this.verify(req);
    if (claims.role !== 'authenticated' || typeof claims.sub !== 'string') {
      throw new AuthError(403, 'no_authorization', 'This endpoint requires a user token');
    }
    const session = await this.pool.query('select 1 from auth.sessions where id = $1', [
      claims.session_id,
    ]);
    if (session.rowCount === 0)
      throw new AuthError(
        403,
        'session_not_found',
        'Session from session_id claim in JWT does not exist',
      );
    return claims;
  }

  private async issueSession(userId: string, sessionId: string) {
    const user = (await this.findUserById(userId))!;
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

  private async findUserByEmail(email: string): Promise<UserRow | undefined> {
    const { rows } = await this.pool.query<UserRow>(
      `select ${USER_COLUMNS} from auth.users where email = $1`,
      [email],
    );
    return rows[0];
  }

  private async findUserById(id: string): Promise<UserRow | undefined> {
    if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
    const { rows } = await this.pool.query<UserRow>(
      `select ${USER_COLUMNS} from auth.users where id = $1`,
      [id],
    );
    return rows[0];
  }
}

function publicUser(user: UserRow) {
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
