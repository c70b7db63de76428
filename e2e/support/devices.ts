// Another device in the same journey (a customer's phone beside the owner's panel): a browser
// context of its own on this worker's stack, where every third-party host is refused as in the
// test's own context (test.ts) unless the test stubs it.
import type { Browser, BrowserContext, BrowserContextOptions } from '@playwright/test';

export const PHONE = { width: 390, height: 844 };

/** Map tiles, geocoding, CEP, wa.me: refused unless a route added later stubs the host. */
export async function refuseThirdParties(context: BrowserContext): Promise<void> {
  await context.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) =>
    route.abort('blockedbyclient'),
  );
}

export async function anotherDevice(
  browser: Browser,
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, ...options });
  await refuseThirdParties(context);
  return context;
}
