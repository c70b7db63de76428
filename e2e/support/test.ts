// The test function every spec imports: Playwright's, with baseURL pointing at this worker's stack
// and every third-party host (map tiles, geocoding, CEP, wa.me) refused unless a test stubs it.
//
// Each worker has a stack of its own: the first uses the one global-setup.ts started, the others
// start theirs (fresh data, the same build) and point this worker process's E2E_* variables at it.
// A spec file runs whole in one worker, so the tests of a file share a stack, as they always did.
import { test as base, expect } from '@playwright/test';
import { startStack } from '../../tests/support/stack.ts';

export const test = base.extend<object, { workerStack: void }>({
  workerStack: [
    async ({}, use, workerInfo) => {
      if (workerInfo.parallelIndex === 0) return use();
      const dist = process.env.E2E_DIST_DIR;
      const stack = await startStack({
        fromTemplate: false,
        ...(dist ? { env: { DIST_DIR: dist } } : {}),
      });
      process.env.E2E_BASE_URL = stack.url;
      process.env.E2E_ANON_KEY = stack.anonKey;
      process.env.E2E_DATABASE_URL = stack.databaseUrl;
      await use();
      await stack.stop();
    },
    { scope: 'worker', auto: true, timeout: 120_000 },
  ],
  baseURL: async ({}, use) => {
    const url = process.env.E2E_BASE_URL;
    if (!url)
      throw new Error('E2E_BASE_URL is not set: run the e2e tests through playwright.config.ts');
    await use(url);
  },
  context: async ({ context }, use) => {
    await context.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) =>
      route.abort('blockedbyclient'),
    );
    await use(context);
  },
});

export { expect };
