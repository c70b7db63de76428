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
