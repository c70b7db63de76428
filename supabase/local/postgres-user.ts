// Which user runs PostgreSQL when the stack runs as root (PostgreSQL refuses root), whether that
// user can reach the cluster's folder, and a copy of the binaries it can reach.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { StartupError } from './errors.ts';

/** PostgreSQL refuses to run as root: then run it as `postgres` if that user exists, else `nobody`. */
export function runAs(): { uid: number; gid: number } | Record<string, never> {
  if (process.getuid?.() !== 0) return {};
  const passwd = fs
    .readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .map((line) => line.split(':'));
  const user = passwd.find((f) => f[0] === 'postgres') ?? passwd.find((f) => f[0] === 'nobody');
  if (!user)
    throw new StartupError(
      'Running as root, and there is no unprivileged user (postgres or nobody) to run PostgreSQL as.',
    );
  return { uid: Number(user[2]), gid: Number(user[3]) };
}

function userName(uid: number): string {
  const line = fs
    .readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((l) => l.split(':')[2] === String(uid));
  return line?.split(':')[0] ?? String(uid);
}

/**
 * The server's user must walk down to its cluster. DATA_DIR itself is opened up by initCluster;
 * a private folder above it (mode 0700, as `mktemp -d` or a home folder makes) is the user's to fix.
 */
export function checkReachable(clusterDir: string, owner: ReturnType<typeof runAs>): void {
  if (!('uid' in owner)) return;
  const dataDir = path.dirname(path.resolve(clusterDir));
  for (let dir = path.dirname(dataDir); ; dir = path.dirname(dir)) {
    let stat: fs.Stats | undefined;
    try {
      stat = fs.statSync(dir);
    } catch {
      stat = undefined; // made by mkdir later, with a mode that lets others through
    }
    const bit = !stat ? 1 : stat.uid === owner.uid ? 0o100 : stat.gid === owner.gid ? 0o010 : 0o001;
    if (stat && !(stat.mode & bit)) {
      throw new StartupError(
        `PostgreSQL runs as the user "${userName(owner.uid)}" (it refuses to run as root), who cannot enter ${dir} (mode ${(stat.mode & 0o777).toString(8)}), so it cannot reach DATA_DIR ${dataDir}. ` +
          `Run chmod o+x ${dir}, or set DATA_DIR to a folder outside it (e.g. /var/lib/comanda).`,
      );
    }
    if (dir === path.dirname(dir)) return;
  }
}

/**
 * As root, PostgreSQL runs as another user, who may not reach the project's node_modules (a
 * checkout in a private folder, as `mktemp -d` makes). Then it runs from a copy of the package's
 * binaries in the system's temporary folder, made once per version and readable by all.
 */
export function reachableCopy(bin: string): string {
  const native = path.dirname(bin);
  const version =
    fs
      .readFileSync(path.join(native, 'share', 'postgresql', 'postgres.bki'), 'utf8')
      .match(/\d+/)?.[0] ?? 'x';
  const stamp = `${version}-${fs.statSync(path.join(bin, 'postgres')).size}`;
  const copy = path.join(os.tmpdir(), `comanda-postgres-${stamp}`);
  const marker = path.join(copy, '.complete');
  if (!fs.existsSync(marker)) {
    const building = `${copy}.${process.pid}`;
    fs.rmSync(building, { recursive: true, force: true });
    fs.cpSync(native, building, { recursive: true, verbatimSymlinks: true });
    fs.chmodSync(building, 0o755);
    fs.writeFileSync(path.join(building, '.complete'), '');
    try {
      fs.renameSync(building, copy);
    } catch {
      fs.rmSync(building, { recursive: true, force: true }); // another start made it meanwhile
    }
  }
  return path.join(copy, 'bin');
}
