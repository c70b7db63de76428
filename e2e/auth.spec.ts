import { spawnSync } from 'node:child_process';
import type { Page } from '@playwright/test';
import { ADMIN_PASSWORD as STACK_PASSWORD, ROOT } from '../tests/support/stack.ts';
import { test, expect } from './support/test.ts';

// The stack is shared by every e2e spec, whose admin has the test stack's password. These tests
// start from the first-run pair (admin / admin123) and give the admin its test password back after
// each test, through the auth API.
const ADMIN = { username: 'admin', password: 'admin123' };
const NEW_PASSWORD = 'nova-senha-e2e';
const RESET_PASSWORD = 'senha-recuperada-e2e';
const NEW_USERNAME = 'gerente-e2e';
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
async function restoreAdmin(target: string) {
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

test.beforeEach(async () => {
  await restoreAdmin(ADMIN.password);
});

test.afterEach(async () => {
  await restoreAdmin(STACK_PASSWORD);
});

async function submitLogin(page: Page, username: string, password: string) {
  if (!page.url().endsWith('/login')) await page.goto('/login');
  await page.getByLabel('Nome de usuário').fill(username);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Minha Conta' }).click();
  await page.getByRole('menuitem', { name: 'Sair' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

const mirrors = (page: Page) =>
  page.evaluate(() => ({
    isAuthenticated: localStorage.getItem('isAuthenticated'),
    deliveryUsername: localStorage.getItem('deliveryUsername'),
    deliveryPassword: localStorage.getItem('deliveryPassword'),
  }));

const defaultHint = (page: Page) => page.getByRole('complementary', { name: 'Acesso padrão' });

async function expectLoginFailure(page: Page) {
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Falha no login' });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText('Nome de usuário ou senha incorretos.');
  await expect(page).toHaveURL(/\/login$/);
}

test.describe('admin authentication', () => {
  test('a signed-out visitor is sent from the panel to the login, which shows the default pair', async ({
    page,
  }) => {
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Painel Delivery' })).toBeVisible();
    await expect(defaultHint(page)).toContainText('Usuário padrão:admin');
    await expect(defaultHint(page)).toContainText('Senha padrão:admin123');
  });

  test('the default-pair hint, arriving late, moves nothing a finger is reaching for', async ({
    page,
  }) => {
    // Held until the form is on screen: the hint's answer comes after the page, as on a slow link.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/rest/v1/rpc/default_admin_login_active', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/login');
    const button = page.getByRole('button', { name: 'Entrar' });
    await expect(button).toBeVisible();
    const before = await button.boundingBox();
    release();
    await expect(defaultHint(page)).toBeVisible();
    expect(await button.boundingBox()).toEqual(before);
  });

  test('a wrong password is refused with the destructive toast, after "Entrando..."', async ({
    page,
  }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page.getByText('Informe o nome de usuário.')).toBeVisible();
    await expect(page.getByText('Informe a senha.')).toBeVisible();

    await submitLogin(page, ADMIN.username, 'senha-errada');
    await expect(page.getByRole('button', { name: 'Entrando...' })).toBeDisabled();
    await expectLoginFailure(page);
    await expect(page.getByRole('button', { name: 'Entrar' })).toBeEnabled();
    expect((await mirrors(page)).isAuthenticated).toBeNull();

    // The right password then gets in, and the failure no longer shows over the panel.
    await submitLogin(page, ADMIN.username, ADMIN.password);
    await expect(page).not.toHaveURL(/\/login$/, { timeout: 10_000 });
    await expect(
      page.locator('[data-sonner-toast]').filter({ hasText: 'Falha no login' }),
    ).toHaveCount(0);
  });

  test('the default pair leads to /security with a notice, and Sair ends the session', async ({
    page,
  }) => {
    await submitLogin(page, ADMIN.username, ADMIN.password);
    await expect(page).toHaveURL(/\/security$/);
    await expect(page.getByRole('heading', { name: 'Segurança', level: 1 })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'Senha padrão em uso' })).toContainText(
      'Você está usando a senha padrão. Troque-a agora para proteger sua loja.',
    );
    await expect(page.getByRole('navigation', { name: 'Menu do painel' })).toBeVisible();
    await expect(page.getByTestId('current-username')).toHaveText('admin');
    // Only the password can change until then (the server would refuse the username).
    await expect(page.getByRole('form', { name: 'Alterar senha' })).toBeVisible();
    await expect(page.getByRole('form', { name: 'Alterar nome de usuário' })).toHaveCount(0);
    expect(await mirrors(page)).toEqual({
      isAuthenticated: 'true',
      deliveryUsername: 'admin',
      deliveryPassword: null,
    });

    // Any other page typed by hand shows /security: the server would refuse it everything.
    for (const path of ['/dashboard', '/orders']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/security$/);
      await expect(page.getByText('Senha padrão em uso')).toBeVisible();
    }

    await signOut(page);
    expect((await mirrors(page)).isAuthenticated).toBeNull();
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('the password changes on the server: the new one signs in, the old one no longer does', async ({
    page,
  }) => {
    // Many server round trips, each held to the login's 1-second floor.
    test.slow();
    await submitLogin(page, ADMIN.username, ADMIN.password);
    await expect(page).toHaveURL(/\/security$/);
    const form = page.getByRole('form', { name: 'Alterar senha' });

    await form.getByLabel('Senha atual').fill('nao-e-esta');
    await form.getByLabel('Nova senha', { exact: true }).fill(NEW_PASSWORD);
    await form.getByLabel('Confirmar nova senha').fill(NEW_PASSWORD);
    await form.getByRole('button', { name: 'Atualizar senha' }).click();
    await expect(form.getByText('Senha atual incorreta.')).toBeVisible();

    await form.getByLabel('Senha atual').fill(ADMIN.password);
    await form.getByRole('button', { name: 'Atualizar senha' }).click();
    await expect(form.getByRole('button', { name: 'Salvando...' })).toBeDisabled();
    // Done: the panel opens on the dashboard, the toast on top says so.
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText('Senha atualizada', { exact: true })).toBeVisible();
    await expect(page.getByText('Senha padrão em uso')).toBeHidden();

    await signOut(page);
    await expect(defaultHint(page)).toBeHidden();
    await submitLogin(page, ADMIN.username, ADMIN.password);
    await expectLoginFailure(page);

    // The guard remembers where the visitor was going.
    await page.goto('/orders');
    await expect(page).toHaveURL(/\/login$/);
    await submitLogin(page, ADMIN.username, NEW_PASSWORD);
    await expect(page).toHaveURL(/\/orders$/);

    // Back to the default pair, through the page.
    await page.goto('/security');
    await form.getByLabel('Senha atual').fill(NEW_PASSWORD);
    await form.getByLabel('Nova senha', { exact: true }).fill(ADMIN.password);
    await form.getByLabel('Confirmar nova senha').fill(ADMIN.password);
    await form.getByRole('button', { name: 'Atualizar senha' }).click();
    await expect(page.getByText('Senha atualizada', { exact: true })).toBeVisible();
    // The default password again: the dashboard is out of reach once more.
    await expect(page).toHaveURL(/\/security$/);
    await signOut(page);
    await expect(defaultHint(page)).toBeVisible();
  });

  test('the username changes on the server: the new one signs in, the old one no longer does', async ({
    page,
  }) => {
    // Many server round trips, each held to the login's 1-second floor.
    test.slow();
    // An owner past the first run: the default password may change nothing but itself.
    await restoreAdmin(STACK_PASSWORD);
    await submitLogin(page, ADMIN.username, STACK_PASSWORD);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/security');
    const form = page.getByRole('form', { name: 'Alterar nome de usuário' });

    await form.getByLabel('Novo nome de usuário').fill('nome com espaço');
    await form.getByLabel('Senha atual').fill(STACK_PASSWORD);
    await form.getByRole('button', { name: 'Atualizar nome de usuário' }).click();
    await expect(form.getByText('Use de 3 a 40 caracteres')).toBeVisible();

    await form.getByLabel('Novo nome de usuário').fill(NEW_USERNAME);
    await form.getByRole('button', { name: 'Atualizar nome de usuário' }).click();
    await expect(page.getByText('Nome de usuário atualizado', { exact: true })).toBeVisible();
    await expect(page.getByTestId('current-username')).toHaveText(NEW_USERNAME);
    await expect(form.getByLabel('Novo nome de usuário')).toHaveValue('');
    expect((await mirrors(page)).deliveryUsername).toBe(NEW_USERNAME);

    await signOut(page);
    await submitLogin(page, ADMIN.username, STACK_PASSWORD);
    await expectLoginFailure(page);
    await submitLogin(page, NEW_USERNAME, STACK_PASSWORD);
    await expect(page).toHaveURL(/\/dashboard$/);

    await page.goto('/security');
    await form.getByLabel('Novo nome de usuário').fill(ADMIN.username);
    await form.getByLabel('Senha atual').fill(STACK_PASSWORD);
    await form.getByRole('button', { name: 'Atualizar nome de usuário' }).click();
    await expect(page.getByTestId('current-username')).toHaveText(ADMIN.username);
  });

  test('Esqueci minha senha: a code from the server sets a new password', async ({ page }) => {
    test.slow();
    await page.goto('/login');
    await page.getByRole('button', { name: 'Esqueci minha senha' }).click();
    const form = page.getByRole('form', { name: 'Redefinir senha' });
    await expect(form).toContainText('npm run create-admin -- --reset seu-usuario');

    // What the owner runs on the shop's machine.
    const run = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'scripts/create-admin.ts', '--reset', ADMIN.username],
      {
        cwd: ROOT,
        env: { ...process.env, DATABASE_URL: process.env.E2E_DATABASE_URL },
        encoding: 'utf8',
      },
    );
    const code = /: ([A-Z0-9]{4}-[A-Z0-9]{4})$/m.exec(run.stdout)?.[1];
    expect(code, run.stderr).toBeDefined();

    await form.getByLabel('Nome de usuário').fill(ADMIN.username);
    await form.getByLabel('Código').fill('ZZZZ-ZZZZ');
    await form.getByLabel('Nova senha', { exact: true }).fill(RESET_PASSWORD);
    await form.getByLabel('Confirmar nova senha').fill(RESET_PASSWORD);
    await form.getByRole('button', { name: 'Redefinir senha' }).click();
    await expect(form.getByText('Código inválido ou expirado.', { exact: false })).toBeVisible();

    await form.getByLabel('Código').fill(code!);
    await form.getByRole('button', { name: 'Redefinir senha' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Senha redefinida' })).toBeVisible();
    await submitLogin(page, ADMIN.username, RESET_PASSWORD);
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('the landing button and the login page follow the session', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Acessar Sistema' })).toHaveAttribute(
      'href',
      '/login',
    );

    await submitLogin(page, ADMIN.username, ADMIN.password);
    await expect(page).toHaveURL(/\/security$/);
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Acessar Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );

    await page.goto('/login');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: 'Acessar Dashboard' })).toBeVisible();

    await page.getByRole('link', { name: 'Acessar Dashboard' }).click();
    await signOut(page);
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Acessar Sistema' })).toBeVisible();
  });
});
