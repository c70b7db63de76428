// The database behind the stack: the embedded PostgreSQL server in DATA_DIR (default) or an
// existing one (DATABASE_URL). Either way the rest of the stack sees the same thing: a pg Pool of
// superuser connections, a URL for PostgREST that logs in as `authenticator`, and a stream of
// NOTIFY messages for realtime (row changes, from capture triggers) and DDL.
import { createHash } from 'node:crypto';
import { EventEmitter } from 'node:events';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { startPostgresServer, type PostgresServer } from './postgres-server.ts';
import { StartupError } from './errors.ts';

export const NOTIFY_CHANNELS = ['comanda_realtime', 'comanda_ddl'] as const;

export interface Notification {
  channel: string;
  payload: string;
}

export interface Database {
  kind: 'embedded' | 'external';
  pool: pg.Pool;
  /** The superuser URL (loopback for the embedded server). */
  url: string;
  /** Where PostgREST connects: the same database as `authenticator`. */
  postgrestUri: string;
  /** The password `authenticator` must have (set by migrate.ts with the built-ins). */
  authenticatorPassword: string;
  notifications: EventEmitter<{ notification: [Notification] }>;
  /** LISTENs for change and DDL notifications (after migrate, which creates what sends them). */
  startNotifications(): Promise<void>;
  close(): Promise<void>;
}

export async function openDatabase(options: {
  dataDir: string;
  databaseUrl?: string;
}): Promise<Database> {
  if (options.databaseUrl) return connect(options.databaseUrl, 'external');
  if (fs.existsSync(path.join(options.dataDir, 'pgdata'))) {
    throw new StartupError(
      `${options.dataDir} holds a database of an earlier Comanda version (PGlite, in pgdata/). ` +
        'This version runs PostgreSQL: move that DATA_DIR away to start fresh, or set DATA_DIR to another folder.',
    );
  }
  const server = await startPostgresServer({
    clusterDir: path.join(options.dataDir, 'postgres'),
    passwordFile: path.join(options.dataDir, 'postgres-password'),
  });
  try {
    return await connect(server.url, 'embedded', server, server.socketDir);
  } catch (error) {
    await server.stop();
    throw error;
  }
}

async function connect(
  url: string,
  kind: Database['kind'],
  server?: PostgresServer,
  socketDir?: string,
): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  pool.on('error', () => {});
  try {
    await pool.query('select 1');
  } catch (error) {
    await pool.end().catch(() => {});
    throw new StartupError(`Cannot connect to DATABASE_URL (${redact(url)}): ${describe(error)}`);
  }
  const notifications = new EventEmitter<{ notification: [Notification] }>();
  let listener: pg.Client | undefined;
  let closing = false;
  const listen = async (): Promise<void> => {
    const client = new pg.Client({ connectionString: url });
    client.on('notification', (m) =>
      notifications.emit('notification', { channel: m.channel, payload: m.payload ?? '' }),
    );
    client.on('error', () => {
      if (!closing) setTimeout(() => void listen().catch(() => {}), 1000);
    });
    await client.connect();
    for (const channel of NOTIFY_CHANNELS) await client.query(`listen ${channel}`);
    listener = client;
  };
  const authenticatorPassword = derivedPassword(url);
  const postgrestUri = new URL(url);
  postgrestUri.username = 'authenticator';
  postgrestUri.password = authenticatorPassword;
  // On the embedded server PostgREST talks over its Unix socket: every request's queries skip TCP.
  if (socketDir) postgrestUri.searchParams.set('host', socketDir);
  return {
    kind,
    pool,
    url,
    postgrestUri: postgrestUri.toString(),
    authenticatorPassword,
    notifications,
    startNotifications: listen,
    async close() {
      closing = true;
      await listener?.end().catch(() => {});
      await pool.end().catch(() => {});
      await server?.stop();
    },
  };
}

/**
 * `authenticator` is one role for the whole server, while each stack may use its own database on
 * it (the test suite does): its password is derived from the superuser's, so every stack on one
 * server agrees on it without storing anything.
 */
function derivedPassword(superuserUrl: string): string {
  const secret = decodeURIComponent(new URL(superuserUrl).password);
  return createHash('sha256').update(`comanda-authenticator:${secret}`).digest('base64url');
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function redact(url: string): string {
  return url.replace(/\/\/([^:/@]+):[^@]*@/, '//$1:***@');
}
