// The database behind the stack: PGlite in DATA_DIR (default) or a real PostgreSQL (DATABASE_URL).
// Either way the rest of the stack sees the same thing: a pg Pool, a connection URI for PostgREST,
// and a stream of NOTIFY messages for realtime.
import { EventEmitter } from 'node:events';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { PgliteWireServer, type Notification } from './pglite-wire.ts';
import { StartupError } from './errors.ts';

export const NOTIFY_CHANNELS = ['comanda_realtime', 'comanda_ddl'] as const;

export interface Database {
  kind: 'pglite' | 'postgres';
  pool: pg.Pool;
  /** Where PostgREST connects. */
  postgrestUri: string;
  notifications: EventEmitter<{ notification: [Notification] }>;
  close(): Promise<void>;
}

export async function openDatabase(options: { dataDir: string; databaseUrl?: string }): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options.dataDir);
}

async function openPglite(dataDir: string): Promise<Database> {
  const pgdata = path.join(dataDir, 'pgdata');
  let db: PGlite;
  try {
    fs.mkdirSync(pgdata, { recursive: true });
    db = await PGlite.create(pgdata, { extensions: { pgcrypto } });
  } catch (error) {
    throw new StartupError(
      `Cannot open the database in ${pgdata}: ${describe(error)}. ` +
        'Check that DATA_DIR is readable and writable, or move the damaged folder away to start fresh.',
    );
  }
  const notifications = new EventEmitter<{ notification: [Notification] }>();
  const wire = new PgliteWireServer(db, (n) => notifications.emit('notification', n));
  const port = await wire.listen();
  for (const channel of NOTIFY_CHANNELS) await db.exec(`listen ${channel}`);
  const uri = `postgres://postgres@127.0.0.1:${port}/postgres`;
  // PGlite runs one query at a time: more connections only queue up in the wire server.
  const pool = new pg.Pool({ connectionString: uri, max: 4 });
  pool.on('error', () => {});
  return {
    kind: 'pglite',
    pool,
    postgrestUri: uri,
    notifications,
    async close() {
      await pool.end();
      await wire.close();
      await db.close();
    },
  };
}

async function openPostgres(databaseUrl: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  pool.on('error', () => {});
  try {
    await pool.query('select 1');
  } catch (error) {
    await pool.end().catch(() => {});
    throw new StartupError(`Cannot connect to DATABASE_URL (${redact(databaseUrl)}): ${describe(error)}`);
  }
  const notifications = new EventEmitter<{ notification: [Notification] }>();
  let listener: pg.Client | undefined;
  let closing = false;
  const listen = async (): Promise<void> => {
    const client = new pg.Client({ connectionString: databaseUrl });
    client.on('notification', (m) => notifications.emit('notification', { channel: m.channel, payload: m.payload ?? '' }));
    client.on('error', () => {
      if (!closing) setTimeout(() => void listen().catch(() => {}), 1000);
    });
    await client.connect();
    for (const channel of NOTIFY_CHANNELS) await client.query(`listen ${channel}`);
    listener = client;
  };
  await listen();
  return {
    kind: 'postgres',
    pool,
    postgrestUri: databaseUrl,
    notifications,
    async close() {
      closing = true;
      await listener?.end().catch(() => {});
      await pool.end();
    },
  };
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function redact(url: string): string {
  return url.replace(/\/\/([^:/@]+):[^@]*@/, '//$1:***@');
}
