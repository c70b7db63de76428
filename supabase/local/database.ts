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
  /** Whether the database answers a query within 2 s. */
  isUp(): Promise<boolean>;
  /** The embedded server, which the stack restarts when it dies (an external one it cannot). */
  server?: {
    /** Settles when the running server stops, with how it ended. */
    exited(): Promise<string>;
    /** Starts it again on the same port and data: crash recovery replays what was committed. */
    restart(): Promise<void>;
  };
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
  const serverOptions = {
    clusterDir: path.join(options.dataDir, 'postgres'),
    passwordFile: path.join(options.dataDir, 'postgres-password'),
  };
  const server = await startPostgresServer(serverOptions);
  const restart = () => startPostgresServer({ ...serverOptions, port: server.port });
  try {
    return await connect(server.url, 'embedded', { server, restart });
  } catch (error) {
    await server.stop();
    throw error;
  }
}

async function connect(
  url: string,
  kind: Database['kind'],
  embedded?: { server: PostgresServer; restart: () => Promise<PostgresServer> },
): Promise<Database> {
  let server = embedded?.server;
  const socketDir = server?.socketDir;
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
  // A lost connection (the server restarting) is made again, every second until it succeeds.
  let retrying = false;
  const relisten = () => {
    if (closing || retrying) return;
    retrying = true;
    setTimeout(() => {
      retrying = false;
      listen().catch(relisten);
    }, 1000);
  };
  const listen = async (): Promise<void> => {
    const client = new pg.Client({ connectionString: url });
    client.on('notification', (m) =>
      notifications.emit('notification', { channel: m.channel, payload: m.payload ?? '' }),
    );
    client.on('error', relisten);
    try {
      await client.connect();
      for (const channel of NOTIFY_CHANNELS) await client.query(`listen ${channel}`);
    } catch (error) {
      await client.end().catch(() => {});
      throw error;
    }
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
    async isUp() {
      const probe = pool.query('select 1').then(
        () => true,
        () => false,
      );
      const timeout = new Promise<boolean>((r) => setTimeout(() => r(false), 2000).unref());
      return Promise.race([probe, timeout]);
    },
    ...(embedded && {
      server: {
        exited: () => server!.exited,
        async restart() {
          server = await embedded.restart();
        },
      },
    }),
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
