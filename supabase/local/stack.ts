// Starts and stops the whole local stack: database, migrations, PostgREST, the gateway's services.
import fs from 'node:fs';
import path from 'node:path';
import { openDatabase, type Database } from './database.ts';
import { migrate, type MigrationReport } from './migrate.ts';
import { configureRoles } from './roles.ts';
import { startPostgrest, type PostgrestProcess } from './postgrest.ts';
import { findPostgrest, systemSearch } from './postgrest-binary.ts';
import { Gateway, type Services } from './gateway.ts';
import { supervise } from './supervisor.ts';
import { AuthService } from './auth.ts';
import { StorageService } from './storage.ts';
import { RealtimeService } from './realtime.ts';
import { PushService, loadVapidKeys } from './push.ts';
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
  /** Settles, with the reason, when PostgreSQL or PostgREST died and could not be restarted. */
  failed: Promise<string>;
  stop(): Promise<void>;
}

export async function startStack(config: StackConfig): Promise<RunningStack> {
  const started = Date.now();
  checkDataDir(config.dataDir);
  // Before anything starts: a missing PostgREST is the first thing a new platform meets.
  const postgrestBinary = findPostgrest(systemSearch());

  // Listen first: a port in use is reported at once, before the slower start-up work.
  const gateway = new Gateway(config.jwtSecret, config.rateLimits);
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
  let push: PushService | undefined;
  try {
    db = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
    const migrations = await migrate(db.pool, config.supabaseDir, config.rateLimits);
    await configureRoles(db.pool, db.postgrestUri, db.authenticatorPassword);
    await db.startNotifications();
    const startRest = () =>
      startPostgrest({
        binary: postgrestBinary,
        dbUri: db!.postgrestUri,
        jwtSecret: config.jwtSecret,
        // Two cores keep four busy; each connection is a PostgreSQL process of 15-20 MB.
        poolSize: 4,
      });
    postgrest = await startRest();
    realtime = new RealtimeService(db.pool, config.jwtSecret);
    let reloadTimer: NodeJS.Timeout | undefined;
    const rt = realtime;
    const vapid = loadVapidKeys(config.dataDir);
    push = config.pushSender
      ? new PushService(db.pool, vapid, config.vapidSubject, (line) =>
          console.error(`comanda: ${line}`),
        )
      : undefined;
    const sender = push;
    db.notifications.on('notification', (n) => {
      rt.onNotification(n);
      sender?.onNotification(n);
      if (n.channel === 'comanda_ddl') {
        clearTimeout(reloadTimer);
        reloadTimer = setTimeout(() => postgrest?.reloadSchema(), 100);
      }
    });
    const services: Services = {
      postgrestSocket: postgrest.socketPath,
      auth: new AuthService(db.pool, config.jwtSecret, `${url}/auth/v1`, config.rateLimits),
      storage: new StorageService(db.pool, config.jwtSecret, config.dataDir),
      realtime,
      site: new StaticSite(
        config.distDir,
        {
          supabaseAnonKey: config.anonKey,
          vapidPublicKey: vapid.publicKey,
          ...(config.publicSupabaseUrl ? { supabaseUrl: config.publicSupabaseUrl } : {}),
        },
        new StorefrontRenderer(path.join(`${config.distDir}-ssr`, 'storefront-ssr.js'), {
          url: selfUrl(config.host, port),
          anonKey: config.anonKey,
        }),
      ),
      health: async () => {
        const [database, rest] = await Promise.all([db!.isUp(), postgrest!.live()]);
        return { database: database ? 'up' : 'down', rest: rest ? 'up' : 'down' };
      },
    };
    gateway.ready(services);

    // A child that dies is started again; one that cannot be kept up ends the stack (`failed`).
    let fail: (reason: string) => void = () => {};
    const failed = new Promise<string>((resolve) => (fail = resolve));
    const hooks = { log: (line: string) => console.error(`comanda: ${line}`), giveUp: fail };
    const database = db;
    const supervisors = [
      supervise(
        {
          name: 'PostgREST',
          exited: () => postgrest!.exited,
          async restart() {
            postgrest = await startRest();
            gateway.ready({ ...services, postgrestSocket: postgrest.socketPath });
          },
        },
        hooks,
      ),
      ...(database.server
        ? [
            supervise(
              {
                name: 'PostgreSQL',
                exited: database.server.exited,
                async restart() {
                  await database.server!.restart();
                  // PostgREST retries its connection with a growing pause: ask it to now.
                  postgrest?.reloadSchema();
                },
              },
              hooks,
            ),
          ]
        : []),
    ];

    let stopping: Promise<void> | undefined;
    return {
      url,
      port,
      database: db.kind,
      databaseUrl: db.url,
      migrations,
      startupMs: Date.now() - started,
      failed,
      stop() {
        stopping ??= (async () => {
          supervisors.forEach((s) => s.stop());
          push?.stop();
          realtime?.closeAll();
          await gateway.close();
          await postgrest?.stop();
          await db?.close();
        })();
        return stopping;
      },
    };
  } catch (error) {
    push?.stop();
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
