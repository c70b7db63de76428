import type { Browser, Page } from '@playwright/test';
import { ADMIN_PASSWORD } from '../../tests/support/stack.ts';
import { expect } from './test.ts';
import { anotherDevice } from './devices.ts';

/** Generous: a 2-core machine under load (CI right after the unit tests) can take seconds. */
const SIGN_IN_TIMEOUT_MS = 30_000;

interface SignInOptions {
  /**
   * Where to start: /login (the default), or an admin page the guard sends to /login. A path on the
   * test's stack, or a whole URL for another stack.
   */
  from?: string;
  /** Where to go once signed in (a path or a whole URL); where the login leads by default. */
  open?: string;
}

/**
 * Signs the seeded admin in through the real login page, with the password the test stack gave it
 * (the default one opens nothing but /security). When the sign-in does not go through, the error
 * says what the server answered, or what the page showed when no request left it.
 */
export async function signInAsAdmin(page: Page, { from = '/login', open }: SignInOptions = {}) {
  await page.goto(from);
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Nome de usuário').fill('admin');
  await page.getByLabel('Senha', { exact: true }).fill(ADMIN_PASSWORD);
  const answer = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === '/auth/v1/token' &&
      response.request().method() === 'POST',
    { timeout: SIGN_IN_TIMEOUT_MS },
  );
  await page.getByRole('button', { name: 'Entrar' }).click();
  const response = await answer.catch(async (error: unknown) => {
    const shown = await page
      .locator('body')
      .innerText()
      .catch(() => '(page gone)');
    throw new Error(`The login page sent no sign-in (${String(error)}). It showed:\n${shown}`);
  });
  // The login page then loads the app: the answer's body may be gone with it, and is read only
  // to explain a refusal.
  if (response.status() !== 200) {
    const body = await response.text().catch(() => '(gone with the page)');
    expect(response.status(), `sign-in answered: ${body}`).toBe(200);
  }
  await expect(page).not.toHaveURL(/\/login$/, { timeout: SIGN_IN_TIMEOUT_MS });
  if (open) await page.goto(open);
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
