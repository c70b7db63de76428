// The login page and the session around it: the guard's hand-off, the default pair's hint, a
// refused password, the first run's /security, the landing button. The credentials' changes are
// in auth-credentials.spec.ts.
import {
  ADMIN,
  defaultHint,
  expectLanded,
  expectLoginFailure,
  fromTheFirstRunPair,
  mirrors,
  signOut,
  submitLogin,
} from './support/admin-auth.ts';
import { test, expect } from './support/test.ts';

fromTheFirstRunPair();

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
    await expectLanded(page, /\/security$/);
    await expect(page.getByText('Falha no login')).toHaveCount(0);
  });

  test('the default pair leads to /security with a notice, and Sair ends the session', async ({
    page,
  }) => {
    await submitLogin(page, ADMIN.username, ADMIN.password);
    await expectLanded(page, /\/security$/);
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

  test('the landing button and the login page follow the session', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Acessar Sistema' })).toHaveAttribute(
      'href',
      '/login',
    );

    await submitLogin(page, ADMIN.username, ADMIN.password);
    await expectLanded(page, /\/security$/);
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
