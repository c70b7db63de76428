import { test, expect } from './support/test.ts';

test.describe('landing and 404', () => {
  test('a visitor sees the tagline and is sent to the login and the menu', async ({ page }) => {
    await page.goto('/');
    await expect(
      page.getByText('Sistema completo de pedidos online para seu delivery'),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Acessar Sistema' })).toHaveAttribute(
      'href',
      '/login',
    );
    await expect(page.getByRole('link', { name: 'Ver Cardápio' })).toHaveAttribute(
      'href',
      '/client',
    );
    await expect(page.getByRole('link', { name: 'Experimentar Cardápio' })).toHaveAttribute(
      'href',
      '/client',
    );
    await expect(page.getByText(`© ${new Date().getFullYear()} Sistema de Pedidos.`)).toBeVisible();
  });

  test('an unknown route shows the 404 page with a way home', async ({ page }) => {
    await page.goto('/nao-existe/de-jeito-nenhum');
    await expect(page.getByText('Ops! Página não encontrada')).toBeVisible();
    await page.getByRole('link', { name: 'Voltar ao início' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(
      page.getByText('Sistema completo de pedidos online para seu delivery'),
    ).toBeVisible();
  });

  test('the app talks to the stack it is served by (runtime config)', async ({ page }) => {
    const response = await page.goto('/');
    expect(response?.headers()['cache-control']).toBe('no-cache');
    const config = await page.evaluate(
      () =>
        (window as unknown as { __COMANDA_CONFIG__: { supabaseAnonKey: string } })
          .__COMANDA_CONFIG__,
    );
    expect(config.supabaseAnonKey).toBe(process.env.E2E_ANON_KEY);
  });
});
