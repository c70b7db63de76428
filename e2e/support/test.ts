// The test function every spec imports: Playwright's, with baseURL pointing at the e2e stack and
// every third-party host (map tiles, geocoding, CEP, wa.me) refused unless a test stubs it.
import { test as base, expect } from '@playwright/test';

export const test = base.extend({
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
