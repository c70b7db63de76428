// What the admin authentication journeys share (auth.spec.ts, auth-credentials.spec.ts).
import type { Page } from '@playwright/test';
import { ADMIN_PASSWORD as STACK_PASSWORD } from '../../tests/support/stack.ts';
import { test, expect } from './test.ts';

export { STACK_PASSWORD };
export { signOut } from './sign-in.ts';

// The stack is shared by every e2e spec, whose admin has the test stack's password. These tests
// start from the first-run pair (admin / admin123) and give the admin its test password back after
// each test, through the auth API.
export const ADMIN = { username: 'admin', password: 'admin123' };
export const NEW_PASSWORD = 'nova-senha-e2e';
export const RESET_PASSWORD = 'senha-recuperada-e2e';
export const NEW_USERNAME = 'gerente-e2e';
const DOMAIN = 'admin.comanda.local';

async function authFetch(path: string, init: { method: string; token?: string; body?: unknown }) {
  const apikey = process.env.E2E_ANON_KEY ?? '';
  return fetch(`${process.env.E2E_BASE_URL}/auth/v1${path}`, {
    method: init.method,
    headers: {
      apikey,
      authorization: `Bearer ${init.token ?? apikey}`,
      'content-type': 'application/json',
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
}

/** Gives the admin `target` as its password (username admin) from whatever pair a test left. */
export async function restoreAdmin(target: string) {
  for (const username of [ADMIN.username, NEW_USERNAME]) {
    for (const password of [ADMIN.password, NEW_PASSWORD, STACK_PASSWORD, RESET_PASSWORD]) {
      const res = await authFetch('/token?grant_type=password', {
        method: 'POST',
        body: { email: `${username}@${DOMAIN}`, password },
      });
      if (!res.ok) continue;
      const { access_token: token } = (await res.json()) as { access_token: string };
      const changes: Record<string, unknown> = {};
      if (username !== ADMIN.username) {
        Object.assign(changes, {
          email: `${ADMIN.username}@${DOMAIN}`,
          data: { username: ADMIN.username },
        });
      }
      if (password !== target) {
        // The stack asks for the current password with a new one (as GoTrue can).
        Object.assign(changes, { password: target, current_password: password });
      }
      if (Object.keys(changes).length > 0) {
        const put = await authFetch('/user', { method: 'PUT', token, body: changes });
        expect(put.ok, 'restoring the admin credentials').toBe(true);
      }
      await authFetch('/logout?scope=local', { method: 'POST', token });
      return;
    }
  }
  throw new Error('The admin account signs in with none of the pairs this spec uses.');
}

/** Each test of the calling spec starts from the first-run pair and leaves the test password. */
export function fromTheFirstRunPair() {
  test.beforeEach(async () => {
    await restoreAdmin(ADMIN.password);
  });

  test.afterEach(async () => {
    await restoreAdmin(STACK_PASSWORD);
  });
}

export async function submitLogin(page: Page, username: string, password: string) {
  if (!page.url().endsWith('/login')) await page.goto('/login');
  await page.getByLabel('Nome de usuário').fill(username);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
}

/**
 * Generous: the login page is a page of its own, so a login that goes through loads the app, which
 * can take seconds on a 2-core machine under load.
 */
const PAGE_LOAD_TIMEOUT_MS = 30_000;

/** Waits for the page a login that went through leads to. */
export async function expectLanded(page: Page, url: RegExp) {
  await expect(page).toHaveURL(url, { timeout: PAGE_LOAD_TIMEOUT_MS });
}

export const mirrors = (page: Page) =>
  page.evaluate(() => ({
    isAuthenticated: localStorage.getItem('isAuthenticated'),
    deliveryUsername: localStorage.getItem('deliveryUsername'),
    deliveryPassword: localStorage.getItem('deliveryPassword'),
  }));

/** The login page's failure toast (drawn by the page itself: it loads no toast library). */
export const loginFailureToast = (page: Page) =>
  page.getByRole('status').filter({ hasText: 'Falha no login' });

export const defaultHint = (page: Page) =>
  page.getByRole('complementary', { name: 'Acesso padrão' });

export async function expectLoginFailure(page: Page) {
  const toast = loginFailureToast(page);
  await expect(toast).toBeVisible();
  await expect(toast).toContainText('Nome de usuário ou senha incorretos.');
  await expect(page).toHaveURL(/\/login$/);
}
