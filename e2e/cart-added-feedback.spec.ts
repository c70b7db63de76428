import type { Page } from '@playwright/test';
import { test, expect } from './support/test.ts';

// Issue 18, item 3: an add is told where the eye is, the cart bar (its count and total pop, its
// label says "Item adicionado"), and to screen readers by a polite live region; never by a toast
// over the header, however fast the adds come.

const cartBar = (page: Page) => page.getByRole('button', { name: /^Ver carrinho,/ });
const addSoda = (page: Page) =>
  page.getByRole('button', { name: 'Adicionar Água Mineral 500 ml ao carrinho' });
/** The live region's text, spaces normalised (Intl puts a no-break space after "R$"). */
const announced = (page: Page) =>
  page
    .getByRole('status')
    .filter({ hasText: 'adicionado ao carrinho' })
    .evaluate((el) => el.textContent!.replace(/\s/g, ' '));

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('rapid adds: no toast, the bar pops and says so, screen readers hear the product and the total', async ({
    page,
  }) => {
    await page.goto('/client');
    await addSoda(page).click();
    await addSoda(page).click();
    await addSoda(page).click();
    await expect(cartBar(page)).toHaveAccessibleName(/3 itens, R\$\s19,50$/);
    await expect(cartBar(page)).toContainText('Item adicionado');
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
    expect(await announced(page)).toBe(
      'Item adicionado ao carrinho: Água Mineral 500 ml. Carrinho: 3 itens, R$ 19,50.',
    );
    const count = cartBar(page).getByText('3', { exact: true });
    expect(await count.evaluate((el) => getComputedStyle(el).animationName)).toBe(
      'storefront-cart-bump',
    );
    // The header stays clear: the cart link in it can be tapped right away.
    await expect(page.getByRole('banner')).toBeInViewport();
    // A moment later the bar is back to its label.
    await expect(cartBar(page)).toContainText('Ver carrinho', { timeout: 4_000 });

    // The saved cart showing up on the next visit is not an add: nothing said, nothing pops.
    await page.reload();
    await expect(cartBar(page)).toHaveAccessibleName(/3 itens/);
    await expect(cartBar(page)).not.toContainText('Item adicionado');
    await expect(page.getByRole('status').filter({ hasText: 'adicionado' })).toHaveCount(0);
  });

  test('with reduced motion the bar does not pop, and still says what was added', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/client');
    await addSoda(page).click();
    await expect(cartBar(page)).toContainText('Item adicionado');
    const count = cartBar(page).getByText('1', { exact: true });
    expect(await count.evaluate((el) => getComputedStyle(el).animationName)).toBe('none');
    expect(await announced(page)).toContain('Item adicionado ao carrinho: Água Mineral 500 ml.');
  });
});

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 860 } });

  test('the cart beside the menu pops its count; no toast', async ({ page }) => {
    await page.goto('/client');
    await page.getByRole('button', { name: 'Adicionar Pizza Margherita ao carrinho' }).click();
    const aside = page.getByRole('complementary', { name: 'Seu pedido' });
    await expect(aside.getByText('1 item', { exact: true })).toBeVisible();
    expect(
      await aside
        .getByText('1 item', { exact: true })
        .evaluate((el) => getComputedStyle(el).animationName),
    ).toBe('storefront-cart-bump');
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
    expect(await announced(page)).toContain('Item adicionado ao carrinho: Pizza Margherita.');
  });
});
