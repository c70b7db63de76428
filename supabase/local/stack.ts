// Starts and stops the whole local stack: database, migrations, PostgREST, the gateway's services.
import fs from 'node:fs';
import path from 'node:path';
import { openDatabase, type Database } from './database.ts';
import { migrate, type MigrationReport } from './migrate.ts';
import { configureRoles } from './roles.ts';
import { startPostgrest, type PostgrestProcess } from './postgrest.ts';
import { Gateway } from './gateway.ts';
import { AuthService } from './auth.ts';
import { StorageService } from './storage.ts';
import { RealtimeService } from './realtime.ts';
import { StaticSite } from './static.ts';
import { StorefrontRenderer } from './storefront-render.ts';
import { StartupError } from './errors.ts';
import type { StackConfig } from './config.ts';

export interface RunningStack {
  url: string;
  port: number;
  database: Database['kind'];
  /** The database's own URL (for tools such as the type generator; loopback only). */
  databaseUrl: string;
  migrations: MigrationReport;
  startupMs: number;
  stop(): Promise<void>;
}

export async function startStack(config: StackConfig): Promise<RunningStack> {
  const started = Date.now();
  checkDataDir(config.dataDir);

  // Listen first: a port in use is reported at once, before the slower start-up work.
  const gateway = new Gateway(config.jwtSecret);
  let port: number;
  try {
    port = await gateway.listen(config.port, config.host);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EADDRINUSE')
      throw new StartupError(
        `Port ${config.port} is already in use. Stop the other program or set PORT to a free port.`,
      );
    if (code === 'EACCES')
      throw new StartupError(
        `Not allowed to listen on ${config.host}:${config.port}. Choose a PORT above 1024.`,
      );
    throw error;
  }
  const displayHost =
    config.host === '127.0.0.1' || config.host === '::1' ? 'localhost' : config.host;
  const url = `http://${displayHost}:${port}`;

  let db: Database | undefined;
  let postgrest: PostgrestProcess | undefined;
  let realtime: RealtimeService | undefined;
  try {
    db = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
    const migrations = await migrate(db.pool, config.supabaseDir);
    await configureRoles(db.pool, db.postgrestUri, db.authenticatorPassword);
    await db.startNotifications();
    postgrest = await startPostgrest({
      dbUri: db.postgrestUri,
      jwtSecret: config.jwtSecret,
      // Two cores keep four busy; each connection is a PostgreSQL process of 15-20 MB.
      poolSize: 4,
    });
    realtime = new RealtimeService(db.pool, config.jwtSecret);
    let reloadTimer: NodeJS.Timeout | undefined;
    const pgrst = postgrest;
    const rt = realtime;
    db.notifications.on('notification', (n) => {
      rt.onNotification(n);
      if (n.channel === 'comanda_ddl') {
        clearTimeout(reloadTimer);
        reloadTimer = setTimeout(() => pgrst.reloadSchema(), 100);
      }
    });
    gateway.ready({
      postgrestSocket: postgrest.socketPath,
      auth: new AuthService(db.pool, config.jwtSecret, `${url}/auth/v1`),
      storage: new StorageService(db.pool, config.jwtSecret, config.dataDir),
      realtime,
      site: new StaticSite(
        config.distDir,
        {
          supabaseAnonKey: config.anonKey,
          ...(config.publicSupabaseUrl ? { supabaseUrl: config.publicSupabaseUrl } : {}),
        },
        new StorefrontRenderer(path.join(`${config.distDir}-ssr`, 'storefront-ssr.js'), {
          url: selfUrl(config.host, port),
          anonKey: config.anonKey,
        }),
      ),
    });

    let stopping: Promise<void> | undefined;
    return {
      url,
      port,
      database: db.kind,
      databaseUrl: db.url,
      migrations,
      startupMs: Date.now() - started,
      stop() {
        stopping ??= (async () => {
          realtime?.closeAll();
          await gateway.close();
          await postgrest?.stop();
          await db?.close();
        })();
        return stopping;
      },
    };
  } catch (error) {
    realtime?.closeAll();
    await gateway.close();
    await postgrest?.stop();
    await db?.close().catch(() => {});
    throw error;
  }
}

/** This stack as seen from its own process (an all-interfaces bind answers on loopback). */
function selfUrl(host: string, port: number): string {
  if (host === '0.0.0.0' || host === '::' || host === '') return `http://127.0.0.1:${port}`;
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
}

function checkDataDir(dataDir: string): void {
  try {
    fs.mkdirSync(dataDir, { recursive: true });
    const probe = path.join(dataDir, `.write-test-${process.pid}`);
    fs.writeFileSync(probe, '');
    fs.rmSync(probe);
  } catch (error) {
    throw new StartupError(`DATA_DIR ${dataDir} is not writable: ${(error as Error).message}`);
  }
}
