// `npm start` runs the stack that `npm run build` bundled into dist-server/ with plain node (no
// TypeScript loader at run time): from there it must still find the project (dist/, the
// migrations, its built-ins), bring a new database up, and serve the API and the storefront's page.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removeDir, ROOT, startStack, type TestStack } from './support/stack.ts';

let stack: TestStack;

beforeAll(async () => {
  const build = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build-server.ts'], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  expect(build.status, build.stderr).toBe(0);
  // A new database: the migrations, the built-ins and the seed run from the built code.
  stack = await startStack({
    fromTemplate: false,
    command: [path.join(ROOT, 'dist-server', 'main.js')],
  });
});

afterAll(async () => {
  await stack?.stop();
  if (stack) removeDir(stack.dataDir);
});

describe('the built stack', () => {
  it('migrates and seeds a new database and answers the API', async () => {
    const response = await fetch(
      `${stack.url}/rest/v1/products?select=name&name=eq.Pizza%20Margherita`,
      {
        headers: { apikey: stack.anonKey },
      },
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([{ name: 'Pizza Margherita' }]);
  });

  it('serves the storefront drawn on the server, from the build in dist/', async () => {
    const response = await fetch(`${stack.url}/client`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('comanda-boot');
    expect(html).toContain('Pizza Margherita');
  });

  it('stops cleanly on Ctrl-C', async () => {
    expect(await stack.stop()).toBe(0);
  });
});
