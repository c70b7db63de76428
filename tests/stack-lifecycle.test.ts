// The stack as a program: persistence across restarts and crashes, and the one-line errors a
// user can meet at start-up.
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import {
  anonClient,
  adminClient,
  demoItems,
  freshDataDir,
  removeDir,
  spawnStack,
  startStack,
} from './support/stack.ts';

const dirs: string[] = [];
afterAll(() => dirs.forEach(removeDir));

function tracked(dir: string): string {
  dirs.push(dir);
  return dir;
}

/** Runs the stack expecting it to fail at start-up; returns its exit code and output. */
async function failingStart(
  env: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  const { child, output } = spawnStack(env);
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { code, output: output().trim() };
}

/** Processes still running whose command line names `dataDir` (PostgreSQL's does: -D dataDir/postgres). */
async function processesUsing(dataDir: string, settleMs = 10_000): Promise<string[]> {
  const deadline = Date.now() + settleMs;
  for (;;) {
    const found = fs
      .readdirSync('/proc')
      .filter((pid) => /^\d+$/.test(pid))
      .flatMap((pid) => {
        try {
          const cmd = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ');
          return cmd.includes(dataDir) && !cmd.includes('main.ts') ? [cmd] : [];
        } catch {
          return [];
        }
      });
    if (found.length === 0 || Date.now() > deadline) return found;
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('stack lifecycle', () => {
  it('keeps committed orders across a clean restart and a kill -9, and leaves no process behind', async () => {
    const dataDir = tracked(freshDataDir());
    let stack = await startStack({ dataDir, embedded: true });
    const anon = anonClient(stack);
    const items = await demoItems(anon);
    const place = async (name: string) => {
      const { data, error } = await anonClient(stack).rpc('place_order', {
        customer_name: name,
        customer_phone: '11987654321',
        customer_address: 'Rua A, 1',
        items,
        payment_method: 'cash',
      });
      if (error) throw error;
      return (data as { id: string }).id;
    };
    const first = await place('Antes do restart');
    expect(await stack.stop()).toBe(0);

    expect(await processesUsing(dataDir)).toEqual([]);

    stack = await startStack({ dataDir, embedded: true });
    const second = await place('Antes do kill');
    await stack.kill();
    // PostgreSQL and PostgREST stop with the stack, even on kill -9.
    expect(await processesUsing(dataDir)).toEqual([]);

    stack = await startStack({ dataDir, embedded: true });
    const admin = await adminClient(stack);
    const { data, error } = await admin.from('orders').select('id').in('id', [first, second]);
    expect(error).toBeNull();
    expect(data!.map((o) => o.id).sort()).toEqual([first, second].sort());
    // Re-running migrations on an existing database is a no-op.
    expect(stack.output()).not.toContain('error');
    await stack.stop();
  });

  it('stops on Ctrl-C even when its output pipe has closed (npm start | head)', async () => {
    const { child, output } = spawnStack({ DATA_DIR: tracked(freshDataDir()), STACK_QUIET: '0' });
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no READY:\n${output()}`)), 60_000);
      child.stdout!.on('data', () => {
        if (output().includes('READY')) {
          clearTimeout(timer);
          resolve();
        }
      });
    });
    child.stdout!.destroy();
    child.stderr!.destroy();
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    child.kill('SIGINT');
    // Writing "SIGINT: stopping…" to the closed pipe once spun the process at full CPU forever.
    const code = await Promise.race([
      exited,
      new Promise<string>((r) => setTimeout(() => r('still running'), 15_000)),
    ]);
    if (code === 'still running') child.kill('SIGKILL');
    expect(code).toBe(0);
  });

  it('says so in one line when the port is taken', async () => {
    const blocker = net.createServer();
    await new Promise<void>((r) => blocker.listen(0, '127.0.0.1', () => r()));
    const port = (blocker.address() as net.AddressInfo).port;
    const result = await failingStart({ PORT: String(port), DATA_DIR: tracked(freshDataDir()) });
    blocker.close();
    expect(result.code).toBe(1);
    expect(result.output).toBe(
      `comanda: Port ${port} is already in use. Stop the other program or set PORT to a free port.`,
    );
  });

  it('says so in one line when DATA_DIR is not writable', async () => {
    const file = path.join(
      tracked(fs.mkdtempSync(path.join(os.tmpdir(), 'comanda-file-'))),
      'not-a-dir',
    );
    fs.writeFileSync(file, 'x');
    const result = await failingStart({ DATA_DIR: file });
    expect(result.code).toBe(1);
    expect(result.output.split('\n')).toHaveLength(1);
    expect(result.output).toMatch(/^comanda: DATA_DIR .* is not writable/);
  });

  it('says so in one line when DATABASE_URL is unreachable', async () => {
    const result = await failingStart({
      DATABASE_URL: 'postgres://nobody:secret@127.0.0.1:1/nothing',
      DATA_DIR: tracked(freshDataDir()),
    });
    expect(result.code).toBe(1);
    expect(result.output.split('\n')).toHaveLength(1);
    expect(result.output).toMatch(
      /^comanda: Cannot connect to DATABASE_URL \(postgres:\/\/nobody:\*\*\*@127\.0\.0\.1:1\/nothing\)/,
    );
  });

  it('names the migration that fails', async () => {
    const dataDir = tracked(freshDataDir());
    const root = tracked(fs.mkdtempSync(path.join(os.tmpdir(), 'comanda-root-')));
    fs.cpSync(path.resolve(import.meta.dirname, '..', 'supabase'), path.join(root, 'supabase'), {
      recursive: true,
      filter: (src) => !src.includes(`${path.sep}local`),
    });
    fs.writeFileSync(
      path.join(root, 'supabase/migrations/29990101000000_broken.sql'),
      'select * from no_such_table;',
    );
    const result = await failingStart({
      DATA_DIR: dataDir,
      SUPABASE_DIR: path.join(root, 'supabase'),
    });
    expect(result.code).toBe(1);
    expect(result.output).toMatch(
      /^comanda: Migration 29990101000000_broken\.sql failed: relation "no_such_table" does not exist$/,
    );
  });

  it('refuses a public HOST with the demo JWT secret', async () => {
    const result = await failingStart({ HOST: '0.0.0.0', DATA_DIR: tracked(freshDataDir()) });
    expect(result.code).toBe(1);
    expect(result.output).toMatch(
      /^comanda: Refusing to listen on 0\.0\.0\.0 with the public demo JWT secret/,
    );
  });

  it('serves the matching anon key to the SPA when JWT_SECRET is custom', async () => {
    const stack = await startStack({
      env: { JWT_SECRET: 'a-private-secret-that-is-long-enough-123' },
    });
    tracked(stack.dataDir);
    const html = await (await fetch(`${stack.url}/`)).text();
    expect(html).toContain(`"supabaseAnonKey":"${stack.anonKey}"`);
    // The service-role key bypasses every policy: never printed for a private secret.
    expect(stack.output()).toContain('READY');
    expect(stack.output()).not.toContain(stack.serviceRoleKey);
    expect(stack.output()).not.toContain('serviceRoleKey');
    const { data, error } = await anonClient(stack).from('products').select('id').limit(1);
    expect(error).toBeNull();
    expect(data).toHaveLength(1);
    await stack.stop();
  });
});

describe('the READY line', () => {
  const readyOf = (output: string) =>
    JSON.parse(/^READY (.+)$/m.exec(output)![1]!) as { databaseUrl: string };

  it('leaves the database password out with a private JWT_SECRET, and keeps it with the demo one', async () => {
    const secret = 'a-private-secret-that-is-long-enough-123';
    const stack = await startStack({ embedded: true, env: { JWT_SECRET: secret } });
    tracked(stack.dataDir);
    const password = fs.readFileSync(path.join(stack.dataDir, 'postgres-password'), 'utf8').trim();
    const printed = new URL(readyOf(stack.output()).databaseUrl);
    expect(printed.password).toBe('');
    expect(printed.username).toBe('postgres');
    expect(stack.output()).not.toContain(password);
    // The README's recipe: that URL plus the password file reaches the database.
    printed.password = encodeURIComponent(password);
    const db = new pg.Client({ connectionString: printed.toString() });
    await db.connect();
    expect(
      (await db.query('select count(*)::int as n from public.products')).rows[0].n,
    ).toBeGreaterThan(0);
    await db.end();
    await stack.stop();

    const demo = await startStack({ dataDir: stack.dataDir, embedded: true });
    expect(decodeURIComponent(new URL(readyOf(demo.output()).databaseUrl).password)).toBe(password);
    await demo.stop();
  });
});

describe('as root', () => {
  // PostgreSQL refuses to run as root, so the stack runs it as another user, who must be able to
  // walk down to DATA_DIR: a private parent folder (mode 0700, as `mktemp -d` makes) stops it.
  it.runIf(process.getuid?.() === 0)(
    'says in one line that PostgreSQL cannot reach a DATA_DIR under a private folder',
    async () => {
      const parent = tracked(fs.mkdtempSync(path.join(os.tmpdir(), 'comanda-private-')));
      fs.chmodSync(parent, 0o700);
      const result = await failingStart({ DATA_DIR: path.join(parent, 'data') });
      expect(result.code).toBe(1);
      expect(result.output).toBe(
        `comanda: PostgreSQL runs as the user "postgres" (it refuses to run as root), who cannot enter ${parent} (mode 700), so it cannot reach DATA_DIR ${path.join(parent, 'data')}. ` +
          `Run chmod o+x ${parent}, or set DATA_DIR to a folder outside it (e.g. /var/lib/comanda).`,
      );
    },
  );
});
