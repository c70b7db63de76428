// The test function every spec imports: Playwright's, with baseURL pointing at this worker's stack
// and every third-party host (map tiles, geocoding, CEP, wa.me) refused unless a test stubs it.
//
// Each worker has a stack of its own, which the global set-up started (support/stacks.ts); a worker
// beyond those it started (more workers asked on the command line) starts its own. A spec file runs
// whole in one worker, so the tests of a file share a stack, as they always did.
import { test as base, expect } from '@playwright/test';
import { publishedStack, startE2eStack, useStack } from './stacks.ts';

export const test = base.extend<object, { workerStack: void }>({
  workerStack: [
    async ({}, use, workerInfo) => {
      const published = publishedStack(workerInfo.parallelIndex);
      if (published) {
        useStack(published);
        return use();
      }
      const stack = await startE2eStack();
      useStack(stack);
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
