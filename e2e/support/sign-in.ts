import type { Browser, Page } from '@playwright/test';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../../tests/support/stack.ts';
import { expect } from './test.ts';
import { anotherDevice } from './devices.ts';

interface SignInOptions {
  /**
   * Which stack to sign in on: a path on the test's stack (the default), or a whole URL on another
   * stack. Where the journey starts from there is `open`'s.
   */
  from?: string;
  /** Where to go once signed in (a path or a whole URL); where the login leads by default. */
  open?: string;
}

/** Generous: a 2-core machine under load (CI right after the unit tests) can take seconds. */
const SIGN_IN_TIMEOUT_MS = 30_000;

/** Where the login page leads a sign-in without a next page (src/domain/login.ts). */
const LOGIN_LANDING = '/dashboard';

/**
 * Signs the seeded admin in as the login page does, without its form: a session from the auth API
 * for the stack's password (the default one opens nothing but /security), written where the login
 * page writes it (auth-js's session key and the username mirrors), then opens `open`. Two page
 * loads fewer than the form in every journey that is not about signing in; the form itself, the
 * guard's hand-off and the default pair are the auth journeys' (auth*.spec.ts).
 */
export async function signInAsAdmin(page: Page, { from = '/login', open }: SignInOptions = {}) {
  const origin = new URL(from, process.env.E2E_BASE_URL).origin;
  const session = await passwordSession(origin);
  // Any document of the origin gives its localStorage; the icon is the smallest, with no script.
  await page.goto(`${origin}/favicon.svg`);
  await page.evaluate(
    ([key, value]) => {
      localStorage.setItem(key, value);
      localStorage.setItem('isAuthenticated', 'true');
      localStorage.setItem('deliveryUsername', 'admin');
    },
    [sessionKey(origin), JSON.stringify(session)] as const,
  );
  await page.goto(new URL(open ?? LOGIN_LANDING, origin).href);
  // This first load of the app is a cold one (the login page's used to warm the cache): it gets the
  // sign-in's time to draw past its loaders, so the journey's own waits start from a drawn page.
  const root = page.locator('#root');
  await expect(root).not.toBeEmpty({ timeout: SIGN_IN_TIMEOUT_MS });
  await expect(root.getByRole('status').filter({ hasText: /^Carregando\.\.\.$/ })).toHaveCount(0, {
    timeout: SIGN_IN_TIMEOUT_MS,
  });
}

/** The key auth-js keeps the session under, derived from the project's URL (src/lib/supabase-base.ts). */
const sessionKey = (origin: string) => `sb-${new URL(origin).hostname.split('.')[0]}-auth-token`;

/** POST /auth/v1/token as the login page sends it; the session as it stores it (with expires_at). */
async function passwordSession(origin: string) {
  const apikey = process.env.E2E_ANON_KEY ?? '';
  const response = await fetch(`${origin}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey, authorization: `Bearer ${apikey}`, 'content-type': 'application/json' },
    body: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
  });
  const body = await response.text();
  expect(response.status, `sign-in answered: ${body}`).toBe(200);
  const session = JSON.parse(body) as { expires_in: number; expires_at?: number };
  return {
    ...session,
    expires_at: session.expires_at ?? Math.round(Date.now() / 1000) + session.expires_in,
  };
}

/** The owner on a device of their own beside the test's (anotherDevice), signed in and on `path`. */
export async function signedInDevice(
  browser: Browser,
  path: string,
  viewport: { width: number; height: number },
): Promise<Page> {
  const context = await anotherDevice(browser, { viewport });
  const page = await context.newPage();
  await signInAsAdmin(page, { open: path });
  return page;
}

/** Sair in the panel: back on the login page (loaded whole: it is a page of its own). */
export async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Minha Conta' }).click();
  await page.getByRole('menuitem', { name: 'Sair' }).click();
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page).toHaveURL(/\/login$/);
}
