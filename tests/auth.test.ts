// /auth/v1 from the outside, through supabase-js and raw HTTP.
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, ADMIN_PASSWORD, adminClient, anonClient } from './support/stack.ts';
import { useStack } from './support/fixture.ts';
import { signJwt } from '../supabase/local/jwt.ts';
import { DEMO_JWT_SECRET } from '../supabase/local/config.ts';

const t = useStack();

async function rawToken(body: Record<string, unknown>, grant = 'password') {
  const res = await fetch(`${t.stack.url}/auth/v1/token?grant_type=${grant}`, {
    method: 'POST',
    headers: { apikey: t.stack.anonKey, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return {
    status: res.status,
    headers: res.headers,
    body: (await res.json()) as Record<string, unknown>,
  };
}

describe('auth', () => {
  it('signs the admin in with the seeded credentials', async () => {
    const client = anonClient(t.stack);
    const { data, error } = await client.auth.signInWithPassword({
      email: ADMIN_EMAIL,
      password: ADMIN_PASSWORD,
    });
    expect(error).toBeNull();
    expect(data.session?.access_token).toBeTruthy();
    expect(data.session?.expires_in).toBeGreaterThanOrEqual(3600);
    expect(data.user?.email).toBe(ADMIN_EMAIL);
    const { data: user } = await client.auth.getUser();
    expect(user.user?.id).toBe(data.user?.id);
  });

  it('answers a wrong password with 400 in Supabase error shape', async () => {
    const res = await rawToken({ email: ADMIN_EMAIL, password: 'wrong-password' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: 'invalid_credentials',
      msg: 'Invalid login credentials',
    });
    expect(res.headers.get('x-supabase-api-version')).toBeTruthy();
    const { error } = await anonClient(t.stack).auth.signInWithPassword({
      email: ADMIN_EMAIL,
      password: 'nope',
    });
    expect(error?.status).toBe(400);
    expect(error?.code).toBe('invalid_credentials');
  });

  it('refreshes a session, and a refresh token cannot be replayed later', async () => {
    const login = await rawToken({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
    const refreshed = await rawToken({ refresh_token: login.body.refresh_token }, 'refresh_token');
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.access_token).toBeTruthy();
    expect(refreshed.body.refresh_token).not.toBe(login.body.refresh_token);
    const unknown = await rawToken({ refresh_token: 'not-a-token' }, 'refresh_token');
    expect(unknown.status).toBe(400);
  });

  it('rejects expired and tampered tokens with 401', async () => {
    const now = Math.floor(Date.now() / 1000);
    const expired = signJwt(
      { role: 'authenticated', sub: '00000000-0000-0000-0000-000000000000', exp: now - 10 },
      DEMO_JWT_SECRET,
    );
    const login = await rawToken({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
    const token = String(login.body.access_token);
    const [h, p, s] = token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(p, 'base64url').toString());
    const tampered = `${h}.${Buffer.from(JSON.stringify({ ...claims, role: 'service_role' })).toString('base64url')}.${s}`;
    for (const bad of [expired, tampered]) {
      const user = await fetch(`${t.stack.url}/auth/v1/user`, {
        headers: { apikey: t.stack.anonKey, authorization: `Bearer ${bad}` },
      });
      expect(user.status).toBe(401);
      const rest = await fetch(`${t.stack.url}/rest/v1/orders?select=id`, {
        headers: { apikey: t.stack.anonKey, authorization: `Bearer ${bad}` },
      });
      expect(rest.status).toBe(401);
    }
  });

  it('changes the password only with the current one, at least 8 characters, and ends the other sessions', async () => {
    const elsewhere = await adminClient(t.stack);
    const client = await adminClient(t.stack);
    const { data: other } = await elsewhere.auth.getSession();
    // A stolen access token alone is not enough.
    expect((await client.auth.updateUser({ password: 'nova-senha-1' })).error?.code).toBe(
      'current_password_required',
    );
    expect(
      (await client.auth.updateUser({ password: 'nova-senha-1', current_password: 'chute' })).error
        ?.code,
    ).toBe('current_password_mismatch');
    const short = await client.auth.updateUser({
      password: '1234567',
      current_password: ADMIN_PASSWORD,
    });
    expect(short.error?.code).toBe('weak_password');
    const { error } = await client.auth.updateUser({
      password: 'nova-senha-1',
      current_password: ADMIN_PASSWORD,
    });
    expect(error).toBeNull();
    expect((await rawToken({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD })).status).toBe(400);
    expect((await rawToken({ email: ADMIN_EMAIL, password: 'nova-senha-1' })).status).toBe(200);
    // The other device's session is gone: its refresh token no longer works.
    const refreshed = await rawToken(
      { refresh_token: other.session!.refresh_token },
      'refresh_token',
    );
    expect(refreshed.status).toBe(400);
    const again = await adminClient(t.stack, 'nova-senha-1');
    expect(
      (await again.auth.updateUser({ password: ADMIN_PASSWORD, current_password: 'nova-senha-1' }))
        .error,
    ).toBeNull();
  });

  it('changes the username (the account e-mail): the new one signs in, the old one no longer does', async () => {
    const client = await adminClient(t.stack);
    const { data, error } = await client.auth.updateUser({
      email: 'gerente@admin.comanda.local',
      data: { username: 'gerente' },
    });
    expect(error).toBeNull();
    expect(data.user?.email).toBe('gerente@admin.comanda.local');
    expect(data.user?.user_metadata.username).toBe('gerente');
    expect((await rawToken({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD })).status).toBe(400);
    expect(
      (await rawToken({ email: 'gerente@admin.comanda.local', password: ADMIN_PASSWORD })).status,
    ).toBe(200);
    const back = await adminClient(t.stack, ADMIN_PASSWORD, 'gerente@admin.comanda.local');
    expect(
      (await back.auth.updateUser({ email: ADMIN_EMAIL, data: { username: 'admin' } })).error,
    ).toBeNull();
  });

  it('changes the username on the server (change_admin_username): staff only, with the current password', async () => {
    const client = await adminClient(t.stack);
    const wrong = await client.rpc('change_admin_username', {
      new_username: 'gerente',
      current_password: 'chute',
    });
    expect(wrong.error).toMatchObject({
      details: 'wrong_password',
      message: 'Senha atual incorreta.',
    });
    const bad = await client.rpc('change_admin_username', {
      new_username: 'nome com espaço',
      current_password: ADMIN_PASSWORD,
    });
    expect(bad.error?.details).toBe('invalid_username');
    const same = await client.rpc('change_admin_username', {
      new_username: ' ADMIN ',
      current_password: ADMIN_PASSWORD,
    });
    expect(same.error?.details).toBe('username_unchanged');
    const anonCall = await anonClient(t.stack).rpc('change_admin_username', {
      new_username: 'x-y-z',
      current_password: 'x',
    });
    expect(anonCall.error).not.toBeNull();

    const { data, error } = await client.rpc('change_admin_username', {
      new_username: 'Gerente',
      current_password: ADMIN_PASSWORD,
    });
    expect(error).toBeNull();
    expect(data).toBe('gerente');
    expect((await rawToken({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD })).status).toBe(400);
    const signedIn = await rawToken({
      email: 'gerente@admin.comanda.local',
      password: ADMIN_PASSWORD,
    });
    expect(signedIn.status).toBe(200);
    expect(
      (signedIn.body.user as { user_metadata: { username: string } }).user_metadata.username,
    ).toBe('gerente');
    const back = await adminClient(t.stack, ADMIN_PASSWORD, 'gerente@admin.comanda.local');
    expect(
      (
        await back.rpc('change_admin_username', {
          new_username: 'admin',
          current_password: ADMIN_PASSWORD,
        })
      ).error,
    ).toBeNull();
  });

  it('logs out: the session ends and its refresh token is dead', async () => {
    const login = await rawToken({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
    const headers = {
      apikey: t.stack.anonKey,
      authorization: `Bearer ${String(login.body.access_token)}`,
    };
    const logout = await fetch(`${t.stack.url}/auth/v1/logout?scope=local`, {
      method: 'POST',
      headers,
    });
    expect(logout.status).toBe(204);
    const user = await fetch(`${t.stack.url}/auth/v1/user`, { headers });
    expect(user.status).toBe(403);
    expect(
      (await rawToken({ refresh_token: login.body.refresh_token }, 'refresh_token')).status,
    ).toBe(400);
  });

  it('rotates refresh tokens (a used one dies after a short grace) and ends sessions left idle 30 days', async () => {
    const login = await rawToken({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
    const first = String(login.body.refresh_token);
    const next = await rawToken({ refresh_token: first }, 'refresh_token');
    expect(next.status).toBe(200);
    expect(next.body.refresh_token).not.toBe(first);
    const db = new pg.Client({ connectionString: t.stack.databaseUrl });
    await db.connect();
    try {
      // Within the grace period a used token still refreshes (two tabs at once).
      expect((await rawToken({ refresh_token: first }, 'refresh_token')).status).toBe(200);
      // Left unused for 31 days, a token no longer opens a session.
      const other = await rawToken({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
      await db.query(
        "update auth.refresh_tokens set created_at = now() - interval '31 days' where token = $1",
        [other.body.refresh_token],
      );
      const idle = await rawToken({ refresh_token: other.body.refresh_token }, 'refresh_token');
      expect(idle).toMatchObject({ status: 400, body: { error_code: 'session_expired' } });
    } finally {
      await db.end();
    }
  });

  it('refuses API calls without a valid API key, and tokens with a role the API does not serve', async () => {
    expect((await fetch(`${t.stack.url}/rest/v1/products?select=id`)).status).toBe(401);
    expect(
      (await fetch(`${t.stack.url}/rest/v1/products?select=id`, { headers: { apikey: 'garbage' } }))
        .status,
    ).toBe(401);
    const superuser = signJwt(
      { role: 'postgres', exp: Math.floor(Date.now() / 1000) + 600 },
      DEMO_JWT_SECRET,
    );
    const res = await fetch(`${t.stack.url}/rest/v1/orders?select=id`, {
      headers: { apikey: t.stack.anonKey, authorization: `Bearer ${superuser}` },
    });
    expect(res.status).toBe(401);
    const asKey = await fetch(`${t.stack.url}/rest/v1/orders?select=id`, {
      headers: { apikey: superuser },
    });
    expect(asKey.status).toBe(401);
  });

  it('answers CORS preflights for the headers supabase-js sends', async () => {
    const res = await fetch(`${t.stack.url}/rest/v1/products`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:5173',
        'access-control-request-method': 'POST',
        'access-control-request-headers':
          'apikey, authorization, x-client-info, content-type, prefer',
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(res.headers.get('access-control-allow-headers')).toContain('x-client-info');
    expect(res.headers.get('access-control-expose-headers')).toContain('Content-Range');
  });
});
