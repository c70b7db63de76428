// The stack keeps PostgreSQL and PostgREST running: a child killed with kill -9 comes back (the
// database with every committed order), /health names the part that is down meanwhile, and a part
// that cannot come back ends the stack with a non-zero exit for the service manager to see.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import {
  adminClient,
  anonClient,
  demoItems,
  removeDir,
  startStack,
  type TestStack,
} from './support/stack.ts';
import { startPostgresServer } from '../supabase/local/postgres-server.ts';

const stacks: TestStack[] = [];
afterAll(async () => {
  for (const stack of stacks) {
    await stack.kill();
    removeDir(stack.dataDir);
  }
});

/** The processes below `pid` whose program is `name` (the children run behind a shell guard). */
function descendants(pid: number, name: string): number[] {
  const parents = new Map<number, number>();
  const names = new Map<number, string>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const close = stat.lastIndexOf(')');
      names.set(Number(entry), stat.slice(stat.indexOf('(') + 1, close));
      parents.set(Number(entry), Number(stat.slice(close + 2).split(' ')[1]));
    } catch {
      // gone meanwhile
    }
  }
  const below = (p: number): boolean => {
    for (let q = parents.get(p); q !== undefined && q > 1; q = parents.get(q))
      if (q === pid) return true;
    return false;
  };
  return [...names].filter(([p, n]) => n === name && below(p)).map(([p]) => p);
}

function postmasterPid(stack: TestStack): number {
  return Number(
    fs.readFileSync(path.join(stack.dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0],
  );
}

async function health(stack: TestStack): Promise<{ status: number; body: Record<string, string> }> {
  const res = await fetch(`${stack.url}/health`);
  return { status: res.status, body: (await res.json()) as Record<string, string> };
}

/** Polls /health until `check` holds (every 50 ms, at most `ms`). */
async function healthUntil(
  stack: TestStack,
  check: (h: { status: number; body: Record<string, string> }) => boolean,
  ms = 30_000,
) {
  const deadline = Date.now() + ms;
  for (;;) {
    const h = await health(stack).catch(() => ({ status: 0, body: {} }));
    if (check(h) || Date.now() > deadline) return h;
    await new Promise((r) => setTimeout(r, 50));
  }
}

async function placeOrder(stack: TestStack, name: string): Promise<string> {
  const anon = anonClient(stack);
  const { data, error } = await anon.rpc('place_order', {
    customer_name: name,
    customer_phone: '11987654321',
    customer_address: 'Rua A, 1',
    items: await demoItems(anon),
    payment_method: 'cash',
  });
  if (error) throw new Error(JSON.stringify(error));
  return (data as { id: string }).id;
}

describe('supervised children', () => {
  it('restarts PostgREST and PostgreSQL after kill -9, keeping every order; /health names the part that is down', async () => {
    const stack = await startStack({ embedded: true });
    stacks.push(stack);
    expect(await health(stack)).toEqual({
      status: 200,
      body: { status: 'ok', database: 'up', rest: 'up' },
    });
    const first = await placeOrder(stack, 'Antes das quedas');

    const [rest] = descendants(stack.child.pid!, 'postgrest');
    process.kill(rest!, 'SIGKILL');
    expect(await healthUntil(stack, (h) => h.status === 503)).toEqual({
      status: 503,
      body: { status: 'down', database: 'up', rest: 'down' },
    });
    expect((await healthUntil(stack, (h) => h.status === 200)).status).toBe(200);
    const second = await placeOrder(stack, 'Depois do PostgREST');
    expect(stack.output()).toMatch(
      /comanda: PostgREST stopped \(exit code 137, killed by signal 9\); restarting it in 0\.5 s\./,
    );
    // The log line may follow the first answers by a moment: wait for it, do not race it.
    await expect
      .poll(() => stack.output(), { timeout: 10_000 })
      .toContain('comanda: PostgREST is running again.');

    process.kill(postmasterPid(stack), 'SIGKILL');
    expect(await healthUntil(stack, (h) => h.body.database === 'down')).toEqual({
      status: 503,
      body: { status: 'down', database: 'down', rest: 'up' },
    });
    expect((await healthUntil(stack, (h) => h.status === 200)).status).toBe(200);
    const third = await placeOrder(stack, 'Depois do PostgreSQL');
    await expect
      .poll(() => stack.output(), { timeout: 10_000 })
      .toContain('comanda: PostgreSQL is running again.');

    // The panel's live orders come back too: the stack listens to the new server again.
    const admin = await adminClient(stack);
    const events: unknown[] = [];
    await new Promise<void>((resolve) =>
      admin
        .channel('orders-after-restart')
        .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'orders' }, (e) =>
          events.push(e),
        )
        .subscribe((status) => status === 'SUBSCRIBED' && resolve()),
    );
    const live: string[] = [];
    for (let tries = 0; events.length === 0 && tries < 20; tries++) {
      live.push(await placeOrder(stack, 'Ao vivo'));
      await new Promise((r) => setTimeout(r, 500));
    }
    expect(events.length).toBeGreaterThan(0);
    await admin.removeAllChannels();

    const { data } = await admin.from('orders').select('id');
    expect(data!.map((o) => o.id).sort()).toEqual([first, second, third, ...live].sort());
    // The SPA's fallback does not swallow /health, and nobody caches it.
    const res = await fetch(`${stack.url}/health`);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await stack.stop()).toBe(0);
  }, 120_000);

  it('exits non-zero when PostgreSQL cannot come back (its folder no longer writable)', async () => {
    const stack = await startStack({ embedded: true });
    stacks.push(stack);
    const cluster = path.join(stack.dataDir, 'postgres');
    // PostgreSQL refuses a data folder it cannot write to (it runs as its own user, even for root).
    fs.chmodSync(cluster, 0o500);
    process.kill(postmasterPid(stack), 'SIGKILL');
    const code = await new Promise<number | null>((resolve) => stack.child.once('exit', resolve));
    fs.chmodSync(cluster, 0o700);
    expect(code).toBe(1);
    expect(stack.output()).toMatch(
      /^comanda: PostgreSQL stopped \(restart failed: .*\) and could not be kept running: 5 restarts in 2 minutes\. Stopping\.$/m,
    );
  }, 120_000);

  it('with DATABASE_URL, says the database is down while it is, and serves again when it is back', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'comanda-external-'));
    const options = {
      clusterDir: path.join(dir, 'cluster'),
      passwordFile: path.join(dir, 'password'),
      durable: false,
    };
    let server = await startPostgresServer(options);
    try {
      const stack = await startStack({ embedded: true, env: { DATABASE_URL: server.url } });
      stacks.push(stack);
      await placeOrder(stack, 'Antes da queda');
      await server.stop();
      expect(await healthUntil(stack, (h) => h.body.database === 'down')).toEqual({
        status: 503,
        body: { status: 'down', database: 'down', rest: 'up' },
      });
      server = await startPostgresServer({ ...options, port: server.port });
      expect((await healthUntil(stack, (h) => h.status === 200)).status).toBe(200);
      await placeOrder(stack, 'Depois da volta');
      const db = new pg.Client({ connectionString: server.url });
      await db.connect();
      const { rows } = await db.query('select count(*)::int as n from public.orders');
      await db.end();
      expect(rows[0].n).toBe(2);
      // The stack cannot restart someone else's database: it waits for it and keeps serving.
      expect(stack.child.exitCode).toBeNull();
      expect(stack.output()).not.toContain('PostgreSQL stopped');
      expect(await stack.stop()).toBe(0);
    } finally {
      await server.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
