import { rest } from './support/admin-rest.ts';
import { signInAsAdmin } from './support/sign-in.ts';
import { test, expect } from './support/test.ts';

// Details a customer or an owner would mind (issue 18), each checked where a person meets it.

const PHONE = { width: 390, height: 844 };

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });

  test('checkout opens at its top after adding a product far down the menu', async ({ page }) => {
    await page.goto('/client');
    const pudim = page.getByRole('button', { name: 'Adicionar Pudim de Leite ao carrinho' });
    await pudim.scrollIntoViewIfNeeded();
    await pudim.click();
    await pudim.click();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await page.getByRole('button', { name: /^Ver carrinho,/ }).click();
    await page
      .getByRole('dialog', { name: 'Seu pedido' })
      .getByRole('button', { name: 'Finalizar Pedido' })
      .click();
    await expect(page).toHaveURL(/\/client\/checkout$/);
    await expect(page.getByLabel('Nome Completo')).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test('the shop logo shows in the avatar on any browser the owner signs in on', async ({
  page,
  baseURL,
}) => {
  const logo = `${baseURL}/demo/acai.svg`;
  expect(
    (await rest('company_settings?id=eq.1', { method: 'PATCH', body: { logo_url: logo } })).ok,
  ).toBe(true);
  try {
    await signInAsAdmin(page);
    const avatar = page.getByRole('button', { name: 'Minha Conta' }).locator('img');
    await expect(avatar).toHaveAttribute('src', logo);
  } finally {
    await rest('company_settings?id=eq.1', { method: 'PATCH', body: { logo_url: null } });
  }
});
