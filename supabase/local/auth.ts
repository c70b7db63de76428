// /auth/v1: the part of Supabase Auth (GoTrue) that supabase-js uses for an e-mail + password
// account: password and refresh-token grants (auth-tokens.ts), the current user, updating it, and
// logout; plus the admin endpoint that creates users (service role only).
import type { IncomingMessage, ServerResponse } from 'node:http';
import type pg from 'pg';
import type { JwtClaims } from './jwt.ts';
import { clientAddress, readJson, sendJson } from './http.ts';
import { PasswordLimits } from './password-limits.ts';
import { SessionCache } from './sessions.ts';
import { bcryptCompare, bcryptHash, BcryptBusyError } from './bcrypt-pool.ts';
import { inTransaction } from './as-caller.ts';
import {
  API_VERSION_HEADER,
  AuthError,
  EMAIL_EXISTS,
  INVALID_EMAIL,
  MIN_PASSWORD_LENGTH,
  RATE_LIMITED,
  USER_COLUMNS,
  WEAK_PASSWORD,
  findUserById,
  publicUser,
  type UserRow,
} from './auth-users.ts';
import { TokenGrants, verifyBearer } from './auth-tokens.ts';

export class AuthService {
  /** Wrong passwords, at sign-in and when a signed-in user confirms theirs (password-limits.ts). */
  private readonly passwords: PasswordLimits;
  /** Whether an access token's session still exists (logout and password changes end it). */
  readonly sessions: SessionCache;
  private readonly grants: TokenGrants;

  constructor(
    private readonly pool: pg.Pool,
    private readonly jwtSecret: string,
    issuer: string,
    rateLimits = true,
  ) {
    this.passwords = new PasswordLimits(rateLimits);
    this.sessions = SessionCache.of(pool);
    this.grants = new TokenGrants(pool, jwtSecret, issuer, this.passwords, this.sessions);
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
    if (grant === 'password')
      return sendJson(res, 200, await this.grants.password(req, body), API_VERSION_HEADER);
    if (grant === 'refresh_token')
      return sendJson(res, 200, await this.grants.refresh(body), API_VERSION_HEADER);
    throw new AuthError(400, 'unsupported_grant_type', 'Unsupported grant type');
  }

  private async getUser(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const claims = await this.requireUser(req);
    const user = await findUserById(this.pool, String(claims.sub));
    if (!user)
      throw new AuthError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
    sendJson(res, 200, publicUser(user), API_VERSION_HEADER);
  }

  /**
   * PUT /user: a new password (the current one required), e-mail or metadata. Every check runs
   * first; then all of it is written in one transaction, so a refused part changes nothing.
   */
  private async updateUser(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const claims = await this.requireUser(req);
    const body = await readJson(req);
    const user = await findUserById(this.pool, String(claims.sub));
    if (!user)
      throw new AuthError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
    const passwordHash =
      typeof body.password === 'string'
        ? await this.newPasswordHash(req, user, body.password, body.current_password)
        : undefined;
    let email: string | undefined;
    if (typeof body.email === 'string') {
      email = body.email.trim().toLowerCase();
      if (!/^[^\s@]+@[^\s@]+$/.test(email)) throw INVALID_EMAIL();
    }
    const data = body.data && typeof body.data === 'object' ? body.data : undefined;

    const ended = await inTransaction(this.pool, async (client) => {
      let ended: string[] = [];
      if (passwordHash) {
        await client.query(
          'update auth.users set encrypted_password = $2, updated_at = now() where id = $1',
          [user.id, passwordHash],
        );
        // Whoever knew the old password loses every other session (and its refresh tokens).
        const { rows } = await client.query<{ id: string }>(
          'delete from auth.sessions where user_id = $1 and id is distinct from $2 returning id',
          [user.id, claims.session_id ?? null],
        );
        ended = rows.map((r) => r.id);
      }
      if (email !== undefined) {
        const taken = await client.query('select 1 from auth.users where email = $1 and id <> $2', [
          email,
          user.id,
        ]);
        if (taken.rowCount) throw EMAIL_EXISTS();
        await client.query('update auth.users set email = $2, updated_at = now() where id = $1', [
          user.id,
          email,
        ]);
      }
      if (data) {
        await client.query(
          'update auth.users set raw_user_meta_data = raw_user_meta_data || $2::jsonb, updated_at = now() where id = $1',
          [user.id, JSON.stringify(data)],
        );
      }
      return ended;
    });
    this.sessions.forget(ended);
    const updated = await findUserById(this.pool, user.id);
    sendJson(res, 200, publicUser(updated!), API_VERSION_HEADER);
  }

  /** Checks a password change (the current password, counted like sign-ins) and hashes the new one. */
  private async newPasswordHash(
    req: IncomingMessage,
    user: UserRow,
    password: string,
    currentPassword: unknown,
  ): Promise<string> {
    // As GoTrue with "Require current password when changing password" on: a stolen access
    // token is not enough to take the account over.
    if (typeof currentPassword !== 'string' || currentPassword === '') {
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
      !(await bcryptCompare(currentPassword, user.encrypted_password))
    ) {
      this.passwords.failed(address, user.email);
      throw new AuthError(400, 'current_password_mismatch', 'Current password does not match.');
    }
    this.passwords.succeeded(address, user.email);
    if (password.length < MIN_PASSWORD_LENGTH) throw WEAK_PASSWORD();
    if (await bcryptCompare(password, user.encrypted_password)) {
      throw new AuthError(
        422,
        'same_password',
        'New password should be different from the old password.',
      );
    }
    return bcryptHash(password);
  }

  private async logout(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const claims = verifyBearer(req, this.jwtSecret);
    const scope = url.searchParams.get('scope') ?? 'global';
    if (scope === 'local') {
      await this.grants.endSessions('delete from auth.sessions where id = $1 returning id', [
        claims.session_id,
      ]);
    } else if (scope === 'others') {
      await this.grants.endSessions(
        'delete from auth.sessions where user_id = $1 and id <> $2 returning id',
        [claims.sub, claims.session_id],
      );
    } else {
      await this.grants.endSessions('delete from auth.sessions where user_id = $1 returning id', [
        claims.sub,
      ]);
    }
    res.writeHead(204, API_VERSION_HEADER);
    res.end();
  }

  private async adminCreateUser(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const claims = verifyBearer(req, this.jwtSecret);
    if (claims.role !== 'service_role') throw new AuthError(403, 'not_admin', 'User not allowed');
    const body = await readJson(req);
    const email = typeof body.email === 'string' ? body.email.trim().toLowerCase() : '';
    const password = typeof body.password === 'string' ? body.password : '';
    if (!email) throw INVALID_EMAIL();
    if (password.length < MIN_PASSWORD_LENGTH) throw WEAK_PASSWORD();
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
    if (!rows[0]) throw EMAIL_EXISTS();
    sendJson(res, 200, publicUser(rows[0]), API_VERSION_HEADER);
  }

  /** A signed-in user's token whose session still exists (logout ends it). */
  private async requireUser(req: IncomingMessage): Promise<JwtClaims> {
    const claims = verifyBearer(req, this.jwtSecret);
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
}
