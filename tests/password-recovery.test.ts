// A forgotten password without e-mail: the owner runs `npm run create-admin -- --reset <username>`
// on the shop's machine and types the one-time code on /login with a new password. From the
// outside: a wrong code is refused and five of them void the code, the right one works once, an
// expired one never, and the reset signs out every other session.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, ADMIN_PASSWORD, ROOT, adminClient, anonClient } from './support/stack.ts';
import { useStack } from './support/fixture.ts';

const t = useStack({ env: { TRUST_PROXY: '1', RATE_LIMITS: 'on' } });

/** What the owner runs on the server; returns the printed code. */
function issueCode(username = 'admin'): string {
  const run = spawnSync(
    process.execPath,
    ['--import', 'tsx', path.join(ROOT, 'scripts/create-admin.ts'), '--reset', username],
    { cwd: ROOT, env: { ...process.env, DATABASE_URL: t.stack.databaseUrl }, encoding: 'utf8' },
  );
  expect(run.status, run.stderr).toBe(0);
  const code = /: ([A-Z0-9]{4}-[A-Z0-9]{4})$/m.exec(run.stdout)?.[1];
  expect(code, run.stdout).toBeDefined();
  return code!;
}

const reset = (code: string, newPassword: string, username = 'admin') =>
  anonClient(t.stack).rpc('reset_password_with_code', {
    username,
    code,
    new_password: newPassword,
  });

async function signsIn(password: string): Promise<boolean> {
  const { error } = await anonClient(t.stack).auth.signInWithPassword({
    email: ADMIN_EMAIL,
    password,
  });
  return error === null;
}

describe('recovering the admin password with a one-time code', () => {
  it('refuses a wrong code, and the fifth wrong one voids the code', async () => {
    const code = issueCode();
    for (let i = 0; i < 5; i++) {
      const { data, error } = await reset('AAAA-AAAA', 'senha-de-quem-chuta');
      expect(error).toBeNull();
      expect(data).toMatchObject({ ok: false, reason: 'invalid_reset_code' });
    }
    expect((await reset(code, 'senha-de-quem-chuta')).data).toMatchObject({ ok: false });
    expect(await signsIn(ADMIN_PASSWORD)).toBe(true);
    expect(await signsIn('senha-de-quem-chuta')).toBe(false);
  });

  it('takes the right code once, and signs out the other sessions', async () => {
    const other = await adminClient(t.stack);
    const { data: before } = await other.auth.getSession();
    const code = issueCode();
    // As typed: lower case, no dash.
    const typed = code.toLowerCase().replace('-', ' ');
    expect((await reset(typed, 'senha-recuperada-1')).data).toEqual({ ok: true });
    expect(await signsIn('senha-recuperada-1')).toBe(true);
    expect(await signsIn(ADMIN_PASSWORD)).toBe(false);

    const refreshed = await other.auth.refreshSession({
      refresh_token: before.session!.refresh_token,
    });
    expect(refreshed.error).not.toBeNull();
    expect((await reset(code, 'senha-recuperada-2')).data).toMatchObject({ ok: false });
    expect(await signsIn('senha-recuperada-2')).toBe(false);
  });

  it('refuses an expired code', async () => {
    const code = issueCode();
    const db = new pg.Client({ connectionString: t.stack.databaseUrl });
    await db.connect();
    try {
      await db.query(
        `update private.password_reset_codes set expires_at = now() - interval '1 second'`,
      );
    } finally {
      await db.end();
    }
    expect((await reset(code, 'senha-tarde-demais')).data).toMatchObject({ ok: false });
    expect(await signsIn('senha-tarde-demais')).toBe(false);
  });

  it('refuses a short or default new password before looking at the code', async () => {
    const code = issueCode();
    const short = await reset(code, 'curta');
    expect(short.error).toMatchObject({ code: 'P0001', details: 'invalid_password' });
    const fallback = await reset(code, 'admin123');
    expect(fallback.error).toMatchObject({ code: 'P0001', details: 'default_password' });
    // The code is still good.
    expect((await reset(code, 'senha-recuperada-3')).data).toEqual({ ok: true });
  });

  it('limits the attempts from one address, as sign-in does', async () => {
    const attempt = () =>
      fetch(`${t.stack.url}/rest/v1/rpc/reset_password_with_code`, {
        method: 'POST',
        headers: {
          apikey: t.stack.anonKey,
          'content-type': 'application/json',
          'x-forwarded-for': '203.0.113.77',
        },
        body: JSON.stringify({ username: 'admin', code: 'AAAA-AAAA', new_password: 'chute-123' }),
      });
    for (let i = 0; i < 10; i++) expect((await attempt()).status).toBe(200);
    const blocked = await attempt();
    expect(blocked.status).toBe(429);
    expect(((await blocked.json()) as { message: string }).message).toContain('Muitas tentativas');
  });

  it('gives no code for an unknown account, and no API role can make one', async () => {
    const run = spawnSync(
      process.execPath,
      ['--import', 'tsx', path.join(ROOT, 'scripts/create-admin.ts'), '--reset', 'ninguem'],
      { cwd: ROOT, env: { ...process.env, DATABASE_URL: t.stack.databaseUrl }, encoding: 'utf8' },
    );
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('ninguem');
    const { error } = await anonClient(t.stack)
      .schema('private' as never)
      .rpc('issue_password_reset' as never, { p_username: 'admin' } as never);
    expect(error).not.toBeNull();
  });
});
