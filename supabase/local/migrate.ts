// Brings the database up to date: Supabase built-ins, then every migration not yet applied (in
// file-name order, each in its own transaction, recorded like the Supabase CLI records them), then,
// on a brand-new database only, seed.sql and the local admin account.
import fs from 'node:fs';
import path from 'node:path';
import type pg from 'pg';
import bcrypt from 'bcryptjs';
import { DEFAULT_ADMIN } from './config.ts';
import { usernameToEmail } from '../../src/lib/admin-account.ts';
import { StartupError } from './errors.ts';

export interface MigrationReport {
  applied: string[];
  seeded: boolean;
}

/**
 * Supabase's built-ins for the local stack, in the order they run: what a hosted project already
 * has and our migrations rely on (the API roles, the auth and storage schemas, pgcrypto, the
 * supabase_realtime publication), plus the local-only change capture and the migrations log.
 * Idempotent: they run on every boot, sent as one script.
 */
export const BUILTINS = [
  '1-roles.sql',
  '2-auth.sql',
  '3-storage.sql',
  '4-realtime.sql',
  '5-migrations-log.sql',
] as const;

function readBuiltins(): string {
  return BUILTINS.map((file) =>
    fs.readFileSync(path.join(import.meta.dirname, 'builtins', file), 'utf8'),
  ).join('\n');
}

export async function migrate(
  pool: pg.Pool,
  supabaseDir: string,
  rateLimits = true,
): Promise<MigrationReport> {
  await pool.query(readBuiltins());

  const { rows } = await pool.query<{ version: string }>(
    'select version from supabase_migrations.schema_migrations',
  );
  const done = new Set(rows.map((r) => r.version));
  const fresh = done.size === 0;
  const migrationsDir = path.join(supabaseDir, 'migrations');
  const files = fs.existsSync(migrationsDir)
    ? fs
        .readdirSync(migrationsDir)
        .filter((f) => /^\d+_.+\.sql$/.test(f))
        .sort()
    : [];

  const applied: string[] = [];
  for (const file of files) {
    const [version, ...rest] = file.replace(/\.sql$/, '').split('_');
    if (!version || done.has(version)) continue;
    const sql = fs.readFileSync(path.join(migrationsDir, file), 'utf8');
    await inTransaction(pool, `Migration ${file} failed`, async (client) => {
      await client.query(sql);
      await client.query(
        'insert into supabase_migrations.schema_migrations (version, name, statements) values ($1, $2, $3)',
        [version, rest.join('_'), [sql]],
      );
    });
    applied.push(file);
  }

  // RATE_LIMITS=off (test and bench runs on this machine only) is told to the database here, in a
  // table no API role reaches, and taken back at the next start with the limits on.
  const { rows: switches } = await pool.query<{ present: boolean }>(
    "select to_regclass('private.rate_limits_off') is not null as present",
  );
  if (switches[0]?.present) {
    await pool.query('delete from private.rate_limits_off');
    if (!rateLimits) await pool.query('insert into private.rate_limits_off default values');
  }

  let seeded = false;
  if (fresh) {
    const seedFile = path.join(supabaseDir, 'seed.sql');
    await inTransaction(pool, 'seed.sql failed', async (client) => {
      if (fs.existsSync(seedFile)) await client.query(fs.readFileSync(seedFile, 'utf8'));
      await createUser(client, DEFAULT_ADMIN.username, DEFAULT_ADMIN.password);
    });
    seeded = true;
  }
  return { applied, seeded };
}

export async function createUser(
  client: pg.ClientBase | pg.Pool,
  username: string,
  password: string,
): Promise<void> {
  await client.query(
    `insert into auth.users (email, encrypted_password, raw_app_meta_data, raw_user_meta_data)
     values ($1, $2, '{"provider": "email", "providers": ["email"], "role": "admin"}', jsonb_build_object('username', $3::text))
     on conflict (email) do nothing`,
    [usernameToEmail(username), bcrypt.hashSync(password, 10), username],
  );
}

async function inTransaction(
  pool: pg.Pool,
  failure: string,
  work: (client: pg.PoolClient) => Promise<void>,
): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    await work(client);
    await client.query('commit');
  } catch (error) {
    await client.query('rollback').catch(() => {});
    const detail = error instanceof Error ? error.message : String(error);
    throw new StartupError(`${failure}: ${detail}`);
  } finally {
    client.release();
  }
}
