// Starts a fresh local stack for a test file: a child process on a random port. In the integration
// suite each stack gets its own database on one shared PostgreSQL server (global-setup.ts), made
// in milliseconds with CREATE DATABASE … TEMPLATE of a migrated, seeded one; elsewhere (e2e,
// scripts) and with `embedded: true` the stack runs its own embedded PostgreSQL in its data dir.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../../src/lib/database.types.ts';
import pg from 'pg';
import bcrypt from 'bcryptjs';
import WebSocket from 'ws';
import { readConfig } from '../../supabase/local/config.ts';

export const ROOT = path.resolve(import.meta.dirname, '..', '..');
/** The migrated, seeded database every integration stack copies (set by global-setup.ts). */
export const TEMPLATE_DATABASE_ENV = 'TEST_TEMPLATE_DATABASE';
export const ADMIN_EMAIL = 'admin@admin.comanda.local';
/** The seeded admin's published password: it may only change itself (the default-password rule). */
export const DEFAULT_ADMIN_PASSWORD = 'admin123';
/** What startStack sets instead, so that tests act as staff the way an owner does after first use. */
export const ADMIN_PASSWORD = 'senha-de-teste-123';

export interface TestStack {
  url: string;
  port: number;
  anonKey: string;
  serviceRoleKey: string;
  databaseUrl: string;
  startupMs: number;
  dataDir: string;
  child: ChildProcess;
  output(): string;
  /** Ctrl-C: a clean shutdown. */
  stop(): Promise<number | null>;
  /** kill -9: a crash. */
  kill(): Promise<void>;
}

export interface StartOptions {
  dataDir?: string;
  env?: Record<string, string>;
  /** Start from the migrated, seeded template database (default); false runs migrations and seed. */
  fromTemplate?: boolean;
  /** Run the stack's own embedded PostgreSQL in its data dir, even in the integration suite. */
  embedded?: boolean;
  /** Leave the seeded admin on the default password (default: ADMIN_PASSWORD replaces it). */
  defaultAdminPassword?: boolean;
  /** The stack's program and arguments after node's path (default: its sources through tsx). */
  command?: string[];
}

export function freshDataDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'comanda-test-'));
}

export function spawnStack(
  env: Record<string, string>,
  command = ['--import', 'tsx', path.join(ROOT, 'supabase/local/main.ts')],
): {
  child: ChildProcess;
  output: () => string;
} {
  const child = spawn(process.execPath, command, {
    cwd: ROOT,
    // Test, bench and tool stacks run with the storefront's and sign-in's limits off, since
    // they place orders and sign in far more often than a customer; tests of the limits
    // themselves pass RATE_LIMITS: 'on'.
    env: { ...process.env, PORT: '0', STACK_QUIET: '1', RATE_LIMITS: 'off', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (output += c.toString()));
  return { child, output: () => output };
}

/**
 * With TEST_POSTGRES_URL (a superuser URL; global-setup.ts sets it for the integration suite) each
 * data dir gets its own database on that server, so a restart on the same data dir sees the same
 * data. A new one is a copy of the template database when there is one and `fromTemplate` holds.
 */
async function databaseUrlFor(dataDir: string, fromTemplate: boolean): Promise<string | undefined> {
  const server = process.env.TEST_POSTGRES_URL;
  if (!server) return undefined;
  const name = `comanda_${createHash('sha1').update(dataDir).digest('hex').slice(0, 16)}`;
  const template = process.env[TEMPLATE_DATABASE_ENV];
  const client = new pg.Client({ connectionString: server });
  await client.connect();
  try {
    const exists = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (exists.rowCount === 0) {
      await client.query(
        `create database ${name}${fromTemplate && template ? ` template ${template}` : ''}`,
      );
    }
  } finally {
    await client.end();
  }
  const url = new URL(server);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function startStack(options: StartOptions = {}): Promise<TestStack> {
  const dataDir = options.dataDir ?? freshDataDir();
  const databaseUrl = options.embedded
    ? undefined
    : await databaseUrlFor(dataDir, options.fromTemplate ?? true);
  const { child, output } = spawnStack(
    {
      DATA_DIR: dataDir,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      ...options.env,
    },
    options.command,
  );
  const ready = await new Promise<{
    url: string;
    port: number;
    anonKey: string;
    serviceRoleKey?: string;
    databaseUrl: string;
    startupMs: number;
  }>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`stack did not start in 60 s:\n${output()}`)),
      60_000,
    );
    const onData = () => {
      const line = /^READY (.+)$/m.exec(output());
      if (line) {
        clearTimeout(timer);
        child.stdout!.off('data', onData);
        resolve(JSON.parse(line[1]!));
      }
    };
    child.stdout!.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`stack exited with ${code} during start-up:\n${output()}`));
    });
  });
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  const reachable = withPassword(
    ready.databaseUrl,
    options.env?.DATABASE_URL ?? databaseUrl,
    dataDir,
  );
  if (!options.defaultAdminPassword) await replaceDefaultAdminPassword(reachable);
  return {
    ...ready,
    databaseUrl: reachable,
    // Printed only with the demo secret: with a private one, the harness (which knows it) signs it.
    serviceRoleKey:
      ready.serviceRoleKey ??
      readConfig({ JWT_SECRET: options.env?.JWT_SECRET ?? '' }).serviceRoleKey,
    url: `http://127.0.0.1:${ready.port}`,
    dataDir,
    child,
    output,
    async stop() {
      if (child.exitCode !== null) return child.exitCode;
      child.kill('SIGINT');
      return exited;
    },
    async kill() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGKILL');
      await exited;
    },
  };
}

/**
 * Gives the seeded admin ADMIN_PASSWORD while it still has the default one (a restarted data dir
 * keeps whatever a test set). Written in SQL, as an owner's first password change would leave it.
 */
async function replaceDefaultAdminPassword(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      `update auth.users u set encrypted_password = $2
        where u.email = $1
          and exists (select 1 from private.default_password_accounts d where d.user_id = u.id)`,
      [ADMIN_EMAIL, bcrypt.hashSync(ADMIN_PASSWORD, 4)],
    );
  } finally {
    await client.end();
  }
}

/**
 * With a private JWT_SECRET the READY line's databaseUrl carries no password: the harness adds the
 * one it knows (the URL it gave the stack, or the embedded server's password file).
 */
function withPassword(printed: string, given: string | undefined, dataDir: string): string {
  const url = new URL(printed);
  if (url.password) return printed;
  url.password = given
    ? new URL(given).password
    : encodeURIComponent(fs.readFileSync(path.join(dataDir, 'postgres-password'), 'utf8').trim());
  return url.toString();
}

/** A supabase-js client typed by the generated database types, as the app's. */
export type TestClient = SupabaseClient<Database>;

export function anonClient(stack: Pick<TestStack, 'url' | 'anonKey'>): TestClient {
  return createClient<Database>(stack.url, stack.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as never },
  });
}

export function serviceClient(stack: Pick<TestStack, 'url' | 'serviceRoleKey'>): TestClient {
  return createClient<Database>(stack.url, stack.serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as never },
  });
}

export async function adminClient(
  stack: Pick<TestStack, 'url' | 'anonKey'>,
  password = ADMIN_PASSWORD,
  email = ADMIN_EMAIL,
): Promise<TestClient> {
  const client = anonClient(stack);
  const { error } = await client.auth.signInWithPassword({ email, password });
  if (error) throw error;
  return client;
}

/** A valid order for the seeded demo shop (two products, above the minimum order). */
export async function demoItems(
  client: SupabaseClient,
  count = 2,
): Promise<Array<{ product_id: string; quantity: number }>> {
  const { data, error } = await client
    .from('products')
    .select('id, price')
    .eq('is_available', true)
    .order('price', { ascending: false })
    .limit(count);
  if (error) throw error;
  return data.map((p) => ({ product_id: p.id as string, quantity: 2 }));
}

/**
 * Every order (optionally those whose customer name starts with `namePrefix`), read 1000 at a time:
 * PostgREST answers at most db-max-rows. `client` must be allowed to read orders (admin or service).
 */
export async function allOrders<Row extends Record<string, unknown>>(
  client: SupabaseClient,
  columns: string,
  namePrefix?: string,
): Promise<Row[]> {
  const rows: Row[] = [];
  for (let from = 0; ; from += 1000) {
    let query = client
      .from('orders')
      .select(columns)
      .order('id')
      .range(from, from + 999);
    if (namePrefix !== undefined) query = query.like('customer_name', `${namePrefix}%`);
    const { data, error } = await query.returns<Row[]>();
    if (error) throw new Error(`listing orders failed: ${JSON.stringify(error)}`);
    rows.push(...data);
    if (data.length < 1000) return rows;
  }
}

export function removeDir(dir: string): void {
  fs.rmSync(dir, { recursive: true, force: true });
}
