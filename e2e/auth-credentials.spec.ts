// The admin's credentials change on the server: the password, the username, and a forgotten
// password reset with a code from the shop's machine ("Esqueci minha senha" on the login page).
import { spawnSync } from 'node:child_process';
import { ROOT } from '../tests/support/stack.ts';
import {
  ADMIN,
  defaultHint,
  expectLanded,
  expectLoginFailure,
  fromTheFirstRunPair,
  mirrors,
  NEW_PASSWORD,
  NEW_USERNAME,
  RESET_PASSWORD,
  signOut,
  STACK_PASSWORD,
  restoreAdmin,
  submitLogin,
} from './support/admin-auth.ts';
import { test, expect } from './support/test.ts';

fromTheFirstRunPair();

test.describe('admin credentials', () => {
  test('the password changes on the server: the new one signs in, the old one no longer does', async ({
    page,
  }) => {
    // Many server round trips, each held to the login's 1-second floor.
    test.slow();
    await submitLogin(page, ADMIN.username, ADMIN.password);
    await expectLanded(page, /\/security$/);
    const form = page.getByRole('form', { name: 'Alterar senha' });

    await form.getByLabel('Senha atual').fill('nao-e-esta');
    await form.getByLabel('Nova senha', { exact: true }).fill(NEW_PASSWORD);
    await form.getByLabel('Confirmar nova senha').fill(NEW_PASSWORD);
    await form.getByRole('button', { name: 'Atualizar senha' }).click();
    await expect(form.getByText('Senha atual incorreta.')).toBeVisible();

    await form.getByLabel('Senha atual').fill(ADMIN.password);
    await form.getByRole('button', { name: 'Atualizar senha' }).click();
    await expect(form.getByRole('button', { name: 'Salvando...' })).toBeDisabled();
    // Done: the panel opens on the dashboard (its page loads: seconds on a loaded machine), the
    // toast on top says so.
    await expectLanded(page, /\/dashboard$/);
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
    await expectLanded(page, /\/orders$/);

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
    await expectLanded(page, /\/dashboard$/);
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
    await expectLanded(page, /\/dashboard$/);

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
    await expectLanded(page, /\/dashboard$/);
  });
});
