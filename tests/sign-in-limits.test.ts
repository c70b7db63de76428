// Guessing the admin's password from the outside: after a few dozen failures the server answers
// 429 (GoTrue's over_request_rate_limit) — even to the right password, from that address or for
// that account — and an unknown account fails as slowly as a wrong password.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  removeDir,
  startStack,
  type TestStack,
} from './support/stack.ts';

let stack: TestStack;

beforeAll(async () => {
  stack = await startStack();
});

afterAll(async () => {
  await stack.stop();
  removeDir(stack.dataDir);
});

async function signIn(
  email: string,
  password: string,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await fetch(`${stack.url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: stack.anonKey, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

describe('sign-in attempts', () => {
  it('an unknown account fails as slowly as a wrong password', async () => {
    const time = async (email: string) => {
      const started = performance.now();
      expect((await signIn(email, 'nao-e-a-senha')).status).toBe(400);
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

  it("locks an account after 20 failures, whatever the right password, with GoTrue's 429", async () => {
    let first429 = -1;
    for (let i = 0; i < 25 && first429 < 0; i++) {
      const { status } = await signIn(ADMIN_EMAIL, `chute-${i}`);
      if (status === 429) first429 = i;
    }
    expect(first429).toBeGreaterThanOrEqual(12); // the 4 failures above count too
    expect(first429).toBeLessThanOrEqual(20);
    const blocked = await signIn(ADMIN_EMAIL, ADMIN_PASSWORD);
    expect(blocked).toMatchObject({ status: 429, body: { error_code: 'over_request_rate_limit' } });
  });

  it('limits failures per address across accounts', async () => {
    let statuses: number[] = [];
    for (let i = 0; i < 12; i++)
      statuses.push((await signIn(`outra-${i}@admin.comanda.local`, 'x')).status);
    statuses = statuses.filter((s) => s === 429);
    expect(statuses.length).toBeGreaterThan(0);
  });
});
