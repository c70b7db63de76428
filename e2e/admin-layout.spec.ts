import type { Page } from '@playwright/test';
import { test, expect } from './support/test.ts';
import { signInAsAdmin, signOut } from './support/sign-in.ts';

const NAV_LABELS = [
  'Dashboard',
  'Pedidos',
  'Caixa',
  'Produtos',
  'Áreas de Entrega',
  'Horário de Funcionamento',
  'Formas de pagamento',
  'Códigos Promocionais',
  'Cardápio Online',
  'Histórico',
  'Relatórios',
  'Clientes',
  'Configurações',
  'Tema',
  'Segurança',
  'Equipe',
  'Cozinha',
  'Entregas',
];

/** Signs the seeded admin in, then opens `path`. */
async function signInAndOpen(page: Page, path = '/dashboard') {
  await signInAsAdmin(page, { open: path });
  // The header is there on every screen size (the sidebar is hidden on phones until opened).
  await expect(page.getByRole('button', { name: 'Alternar menu lateral' })).toBeVisible();
}

const sidebarNav = (page: Page) => page.getByRole('navigation', { name: 'Menu do painel' });

test.describe('admin layout', () => {
  test('shows the panel title and the 11 first pages and the opening hours in order, the current one highlighted', async ({
    page,
  }) => {
    await signInAndOpen(page, '/dashboard');
    await expect(page.getByText('Painel Delivery')).toBeVisible();
    await expect(sidebarNav(page).getByRole('link')).toHaveText(NAV_LABELS);
    await expect(sidebarNav(page).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page.getByRole('heading', { name: 'Dashboard - Tempo Real' })).toBeVisible();
  });

  test('clicking Pedidos opens the orders page and highlights it', async ({ page }) => {
    await signInAndOpen(page, '/dashboard');
    const orders = sidebarNav(page).getByRole('link', { name: 'Pedidos' });
    await orders.click();
    await expect(page).toHaveURL(/\/orders$/);
    await expect(page.getByRole('heading', { name: 'Pedidos em Tempo Real' })).toBeVisible();
    await expect(orders).toHaveAttribute('aria-current', 'page');
    await expect(sidebarNav(page).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute(
      'aria-current',
      'page',
    );
    // The active item is filled with the theme's primary colour, the others are not.
    const background = (name: string) =>
      sidebarNav(page)
        .getByRole('link', { name })
        .evaluate((link) => getComputedStyle(link).backgroundColor);
    expect(await background('Pedidos')).not.toBe(await background('Dashboard'));
  });

  test('/settings/theme highlights Tema only, not Configurações', async ({ page }) => {
    await signInAndOpen(page, '/settings/theme');
    await expect(sidebarNav(page).locator('[aria-current="page"]')).toHaveText(['Tema']);
  });

  test('Ctrl+B collapses the sidebar to icons, and a reload keeps it collapsed', async ({
    page,
    context,
  }) => {
    await signInAndOpen(page, '/dashboard');
    const products = sidebarNav(page).getByRole('link', { name: 'Produtos' });
    const wideWidth = (await products.boundingBox())!.width;

    await page.keyboard.press('Control+b');
    await expect(page.getByText('Delivery', { exact: true })).toBeVisible();
    await expect(page.getByText('Painel Delivery')).toHaveCount(0);
    await expect.poll(async () => (await products.boundingBox())!.width).toBeLessThanOrEqual(32);
    expect(wideWidth).toBeGreaterThan(150);

    const cookie = (await context.cookies()).find((c) => c.name === 'sidebar_state');
    expect(cookie?.value).toBe('false');
    const sevenDays = 7 * 24 * 60 * 60;
    expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(sevenDays - 60);
    expect(cookie!.expires - Date.now() / 1000).toBeLessThanOrEqual(sevenDays + 1);

    // Collapsed, each icon names its page in a tooltip.
    await products.hover();
    await expect(page.getByRole('tooltip', { name: 'Produtos' })).toBeVisible();

    await page.reload();
    await expect(page.getByText('Delivery', { exact: true })).toBeVisible();
    await expect(page.getByText('Painel Delivery')).toHaveCount(0);

    await page.keyboard.press('Control+b');
    await expect(page.getByText('Painel Delivery')).toBeVisible();
    expect((await context.cookies()).find((c) => c.name === 'sidebar_state')?.value).toBe('true');
  });

  test('on a 390 px phone the sidebar is an overlay opened by the trigger and closed by a choice', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAndOpen(page, '/dashboard');
    await expect(sidebarNav(page)).toBeHidden();

    await page.getByRole('button', { name: 'Alternar menu lateral' }).click();
    const overlay = page.getByRole('dialog', { name: 'Menu lateral' });
    await expect(overlay).toBeVisible();
    await expect(overlay.getByRole('link')).toHaveText(NAV_LABELS);

    await overlay.getByRole('link', { name: 'Histórico' }).click();
    await expect(page).toHaveURL(/\/history$/);
    await expect(overlay).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Histórico' })).toBeVisible();
  });

  test('the avatar menu shows Minha Conta with Perfil, Configurações and Sair', async ({
    page,
  }) => {
    await signInAndOpen(page, '/dashboard');
    const avatar = page.getByRole('button', { name: 'Minha Conta' });
    await expect(avatar).toContainText('ER');

    await avatar.click();
    const menu = page.getByRole('menu');
    await expect(menu.getByText('Minha Conta')).toBeVisible();
    await expect(menu.getByText('admin', { exact: true })).toBeVisible();
    await expect(menu.getByRole('menuitem')).toHaveText(['Perfil', 'Configurações', 'Sair']);
    await menu.getByRole('menuitem', { name: 'Configurações' }).click();
    await expect(page).toHaveURL(/\/settings$/);
    await expect(page.getByRole('heading', { name: 'Configurações' })).toBeVisible();

    await avatar.click();
    await page.getByRole('menuitem', { name: 'Perfil' }).click();
    await expect(page).toHaveURL(/\/security$/);

    await signOut(page);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('the search box finds Histórico and Enter opens it', async ({ page }) => {
    await signInAndOpen(page, '/dashboard');
    const search = page.getByPlaceholder('Buscar...');
    await search.fill('histo');
    await expect(page.getByRole('option')).toHaveText(['Histórico']);
    await search.press('Enter');
    await expect(page).toHaveURL(/\/history$/);
    await expect(page.getByRole('heading', { name: 'Histórico' })).toBeVisible();
    await expect(search).toHaveValue('');
  });

  test('the avatar shows the company logo as soon as another tab stores one', async ({
    page,
    context,
  }) => {
    await signInAndOpen(page, '/dashboard');
    const avatar = page.getByRole('button', { name: 'Minha Conta' });
    await expect(avatar.locator('img')).toHaveCount(0);

    // Until the settings page exists, a second tab of the app stores the logo directly.
    const other = await context.newPage();
    await other.goto('/');
    await other.evaluate(() => {
      const canvas = document.createElement('canvas');
      canvas.width = canvas.height = 8;
      canvas.getContext('2d')!.fillRect(0, 0, 8, 8);
      localStorage.setItem('companyLogo', canvas.toDataURL('image/png'));
    });

    await expect(avatar.locator('img')).toBeVisible();
    await expect(avatar.locator('img')).toHaveAttribute('src', /^data:image\/png/);
    await expect(avatar).not.toContainText('ER');

    await other.evaluate(() => localStorage.removeItem('companyLogo'));
    await expect(avatar).toContainText('ER');
  });

  // The dot itself (on for unseen new orders, off once they are opened) is covered by orders.spec.ts.
  test('the notification bell leads to the orders', async ({ page }) => {
    await signInAndOpen(page, '/dashboard');
    await page.getByRole('link', { name: 'Notificações' }).click();
    await expect(page).toHaveURL(/\/orders$/);
  });
});
