// What the bench's timed browser measures share: a Chromium that cannot reach third-party hosts
// (map tiles, WhatsApp, CEP look-ups: unreachable here, and not what we measure), a context that
// closes any window the app opens, and the admin's sign-in through the real login page.
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../e2e/support/chromium.ts';
import { ADMIN_PASSWORD } from '../tests/support/stack.ts';

/**
 * Every host but this machine's fails at name resolution, at once. Blocked in Chromium rather than
 * with Playwright's routing, which would turn the HTTP cache off and time cold loads only.
 */
export const LOCAL_ONLY =
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost';

export function launchBenchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), args: [...chromiumArgs, LOCAL_ONLY] });
}

export async function benchContext(
  browser: Browser,
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  const context = await browser.newContext(options);
  // A popup (a WhatsApp chat, a print window) must not steal focus or time from the measured page.
  context.on('page', (page) => {
    void page.opener().then((opener) => {
      if (opener) void page.close().catch(() => {});
    });
  });
  return context;
}

/** Signs the seeded admin in (the password startStack gives it); the session stays in the context's localStorage. */
export async function signIn(page: Page, url: string): Promise<void> {
  await page.goto(`${url}/login`);
  await page.getByLabel('Nome de usuário').fill('admin');
  await page.getByLabel('Senha', { exact: true }).fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL(/\/security|\/dashboard/);
}

/**
 * The admin's signed-in session as the app keeps it (localStorage): signed in once through the real
 * login page in a context of its own, so that a measured page starts signed in and with a cold cache,
 * as an owner opening the installed panel does.
 */
export async function adminSession(browser: Browser, url: string): Promise<Record<string, string>> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await signIn(page, url);
    return await page.evaluate(() => ({ ...localStorage }));
  } finally {
    await context.close();
  }
}

/** An init script that puts `entries` into the page's localStorage before the app runs. */
export function storageScript(entries: Record<string, string>): string {
  return `for (const [k, v] of Object.entries(${JSON.stringify(entries)})) localStorage.setItem(k, v);`;
}

export function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}
