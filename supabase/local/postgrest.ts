// Runs the real PostgREST 12 binary (found by postgrest-binary.ts) as a child process behind the
// guard of child-guard.ts, so it never outlives the stack.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { exitReason, spawnGuarded } from './child-guard.ts';
import { freePort } from './ports.ts';
import { StartupError } from './errors.ts';

export interface PostgrestProcess {
  /** Where the gateway sends requests: a Unix socket, cheaper than loopback TCP for every request. */
  socketPath: string;
  /** Settles when PostgREST stops, with how it ended. */
  exited: Promise<string>;
  /** Whether the process answers its admin server (up even while the database is down). */
  live(): Promise<boolean>;
  reloadSchema(): void;
  stop(): Promise<void>;
}

export async function startPostgrest(options: {
  /** The binary to run (postgrest-binary.ts finds it). */
  binary: string;
  /** A URL that logs in as `authenticator`, as PostgREST does on Supabase. */
  dbUri: string;
  jwtSecret: string;
  poolSize: number;
}): Promise<PostgrestProcess> {
  const socketPath = path.join(
    os.tmpdir(),
    `comanda-postgrest-${process.pid}-${randomBytes(4).toString('hex')}.sock`,
  );
  const adminPort = await freePort();
  const guarded = spawnGuarded(options.binary, [], 'TERM', {
    env: {
      PGRST_DB_URI: options.dbUri,
      PGRST_DB_SCHEMAS: 'public',
      PGRST_DB_ANON_ROLE: 'anon',
      PGRST_DB_EXTRA_SEARCH_PATH: 'public, extensions',
      PGRST_JWT_SECRET: options.jwtSecret,
      // Each API key and session token is validated once, not on every request.
      PGRST_JWT_CACHE_MAX_LIFETIME: '3600',
      PGRST_DB_POOL: String(options.poolSize),
      PGRST_DB_POOL_ACQUISITION_TIMEOUT: '10',
      // Schema reloads come from the stack (SIGUSR1 after DDL), not from a LISTEN of its own.
      PGRST_DB_CHANNEL_ENABLED: 'false',
      // No response may dump a whole table: lists page with Range/limit.
      PGRST_DB_MAX_ROWS: '1000',
      PGRST_SERVER_UNIX_SOCKET: socketPath,
      PGRST_SERVER_UNIX_SOCKET_MODE: '600',
      PGRST_ADMIN_SERVER_PORT: String(adminPort),
      PGRST_LOG_LEVEL: 'crit',
      PATH: process.env.PATH ?? '',
      // A 1 MB allocation area per core instead of GHC's 4 MB: a rush touches every core's area
      // and it stays resident after (docs/performance.md, "Memory"). Ignored, with a warning, by
      // a PostgREST built without run-time options.
      GHCRTS: '-A1m',
    },
  });
  const child = guarded.process;
  let output = '';
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  let exited = false;
  const exit = new Promise<string>((resolve) =>
    child.once('exit', (code, signal) => {
      exited = true;
      fs.rmSync(socketPath, { force: true });
      resolve(exitReason(code, signal));
    }),
  );

  const deadline = Date.now() + 30_000;
  for (;;) {
    if (exited) throw new StartupError(`PostgREST exited during start-up: ${output.trim()}`);
    try {
      const res = await fetch(`http://127.0.0.1:${adminPort}/ready`);
      if (res.status === 200) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      guarded.stop();
      throw new StartupError(`PostgREST did not become ready in 30 s: ${output.trim()}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }

  return {
    socketPath,
    exited: exit,
    async live() {
      if (exited) return false;
      try {
        const res = await fetch(`http://127.0.0.1:${adminPort}/live`, {
          signal: AbortSignal.timeout(2000),
        });
        return res.status === 200;
      } catch {
        return false;
      }
    },
    reloadSchema() {
      if (!exited) guarded.signalUsr1();
    },
    async stop() {
      if (exited) return;
      guarded.stop();
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exit;
      clearTimeout(timer);
    },
  };
}
