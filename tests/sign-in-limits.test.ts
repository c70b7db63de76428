// Guessing passwords from the outside, behind a real reverse proxy (support/proxy.ts) with the
// limits on: each test client has its own loopback address. A guessing script meets 429 (GoTrue's
// over_request_rate_limit) per address and per (address, account) pair; an account under attack
// still lets its owner in from an address with no failures, and signed-in sessions keep refreshing.
// Current-password checks (PUT /user, change_admin_username) are limited the same way.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, ADMIN_PASSWORD, serviceClient } from './support/stack.ts';
import { useStack } from './support/fixture.ts';
import { request, startProxy, type TestProxy } from './support/proxy.ts';

const t = useStack({ env: { RATE_LIMITS: 'on', TRUST_PROXY: '1' } });
let proxy: TestProxy;

beforeAll(async () => {
  proxy = await startProxy(t.stack);
});

afterAll(async () => {
  await proxy.close();
});

function signIn(email: string, password: string, from: string) {
  return request(`${proxy.url}/auth/v1/token?grant_type=password`, {
    from,
    headers: { apikey: t.stack.anonKey },
    body: { email, password },
  });
}

async function newAccount(email: string, password: string): Promise<void> {
  const { error } = await serviceClient(t.stack).auth.admin.createUser({ email, password });
  if (error) throw error;
}

const LIMITED = { status: 429, body: { error_code: 'over_request_rate_limit' } };

describe('sign-in attempts', () => {
  it('an unknown account fails as slowly as a wrong password', async () => {
    const time = async (email: string) => {
      const started = performance.now();
      expect((await signIn(email, 'nao-e-a-senha', '127.0.3.1')).status).toBe(400);
      return performance.now() - started;
    };
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 4; i++) {
      known.push(await time(ADMIN_EMAIL));
      unknown.push(await time(`ninguem-${i}@admin.comanda.local`));
    }
    const median = (values: number[]) =>
      [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    // Both pay for a bcrypt comparison (it was 104 ms against 5 ms before).
    expect(median(unknown)).toBeGreaterThan(median(known) / 3);
  });

  it('stops an address after 10 failures on one account, even with the right password', async () => {
    await newAccount('par@example.com', 'senha-do-par-1');
    for (let i = 0; i < 10; i++)
      expect((await signIn('par@example.com', `chute-${i}`, '127.0.3.2')).status).toBe(400);
    expect(await signIn('par@example.com', 'senha-do-par-1', '127.0.3.2')).toMatchObject(LIMITED);
    expect((await signIn('par@example.com', 'senha-do-par-1', '127.0.3.3')).status).toBe(200);
  });

  it('never locks the owner out: strangers guessing from many addresses get 429, the owner gets in', async () => {
    const before = await signIn(ADMIN_EMAIL, ADMIN_PASSWORD, '127.0.4.9');
    expect(before.status).toBe(200);
    // 30 failures from three addresses: past the account's 20.
    for (const from of ['127.0.4.1', '127.0.4.2', '127.0.4.3'])
      for (let i = 0; i < 10; i++) await signIn(ADMIN_EMAIL, `chute-${from}-${i}`, from);
    expect(await signIn(ADMIN_EMAIL, 'chute', '127.0.4.1')).toMatchObject(LIMITED);
    // A new address is heard once; its first failure ends that.
    expect((await signIn(ADMIN_EMAIL, 'chute', '127.0.4.4')).status).toBe(400);
    expect(await signIn(ADMIN_EMAIL, ADMIN_PASSWORD, '127.0.4.4')).toMatchObject(LIMITED);
    // The owner, from an address with no failures, with the right password.
    expect((await signIn(ADMIN_EMAIL, ADMIN_PASSWORD, '127.0.4.9')).status).toBe(200);
    // A session signed in before the attack keeps refreshing.
    const refreshed = await request(`${proxy.url}/auth/v1/token?grant_type=refresh_token`, {
      from: '127.0.4.10',
      headers: { apikey: t.stack.anonKey },
      body: { refresh_token: before.body.refresh_token },
    });
    expect(refreshed.status).toBe(200);
  });

  it('limits failures per address across accounts', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++)
      statuses.push((await signIn(`outra-${i}@admin.comanda.local`, 'x', '127.0.5.1')).status);
    expect(statuses.slice(0, 30).every((s) => s === 400)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});

describe('current-password checks', () => {
  it('PUT /user with wrong current passwords gets 429 like sign-in', async () => {
    await newAccount('senha-atual@example.com', 'senha-atual-1');
    const session = await signIn('senha-atual@example.com', 'senha-atual-1', '127.0.6.1');
    const put = (current: string) =>
      request(`${proxy.url}/auth/v1/user`, {
        from: '127.0.6.2',
        method: 'PUT',
        headers: {
          apikey: t.stack.anonKey,
          authorization: `Bearer ${String(session.body.access_token)}`,
        },
        body: { password: 'senha-nova-123', current_password: current },
      });
    for (let i = 0; i < 10; i++)
      expect(await put(`chute-${i}`)).toMatchObject({
        status: 400,
        body: { error_code: 'current_password_mismatch' },
      });
    expect(await put('senha-atual-1')).toMatchObject(LIMITED);
  });

  it('change_admin_username: 10 tries per account, then 429 with a pt-BR message', async () => {
    const session = await signIn(ADMIN_EMAIL, ADMIN_PASSWORD, '127.0.4.9');
    const rename = (current: string) =>
      request(`${proxy.url}/rest/v1/rpc/change_admin_username`, {
        from: `127.0.7.${Math.floor(Math.random() * 200) + 1}`,
        headers: {
          apikey: t.stack.anonKey,
          authorization: `Bearer ${String(session.body.access_token)}`,
        },
        body: { new_username: 'dono', current_password: current },
      });
    for (let i = 0; i < 10; i++)
      expect(await rename(`chute-${i}`)).toMatchObject({
        status: 400,
        body: { details: 'wrong_password' },
      });
    expect(await rename(ADMIN_PASSWORD)).toMatchObject({
      status: 429,
      body: {
        code: 'PT429',
        details: 'rate_limited',
        message: 'Muitas tentativas seguidas. Aguarde alguns minutos e tente novamente.',
      },
    });
  });
});
