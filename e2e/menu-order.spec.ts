import { test, expect } from './support/test.ts';
import { rest } from './support/admin-rest.ts';
import { signInAsAdmin } from './support/sign-in.ts';

// The owner puts Pizzas at the top of the menu and stars a burger; a customer's phone then opens
// on "Destaques" and Pizzas — in the page the server draws, before any JavaScript. The stack is
// shared by every spec: the order and the star are put back in `finally`.

const BURGER = 'X-Burger da Casa';

async function resetMenuOrder() {
  const order = await rest('rpc/reorder_categories', { method: 'POST', body: { names: [] } });
  expect(order.ok).toBe(true);
  const star = await rest('products?is_featured=eq.true', {
    method: 'PATCH',
    body: { is_featured: false },
  });
  expect(star.ok).toBe(true);
}

test('the owner orders the menu and features a product; the customer menu opens on them', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const context = await browser.newContext({ baseURL });
  const admin = await context.newPage();
  try {
    await signInAsAdmin(admin, { open: '/menu' });
    const headings = admin.getByRole('main').getByRole('heading', { level: 2 });
    await expect(headings.first()).toHaveText('Bebidas');

    // Keyboard only: Pizzas up, twice.
    const up = admin.getByRole('button', { name: 'Mover categoria Pizzas para cima' });
    await up.focus();
    await admin.keyboard.press('Enter');
    await expect(up).toBeFocused();
    await admin.keyboard.press('Enter');
    await expect(admin.getByRole('status').filter({ hasText: 'Pizzas: posição 1' })).toBeAttached();
    await expect(headings.first()).toHaveText('Pizzas');
    // At the top the up arrow is off, and focus went to the down arrow.
    await expect(up).toBeDisabled();
    await expect(
      admin.getByRole('button', { name: 'Mover categoria Pizzas para baixo' }),
    ).toBeFocused();
    // Saved: a reload keeps it.
    await admin.reload();
    await expect(headings.first()).toHaveText('Pizzas');

    const star = admin.getByRole('button', { name: `Destaque: ${BURGER}` });
    await star.click();
    await expect(star).toHaveAttribute('aria-pressed', 'true');
    await expect(admin.getByText('Item em destaque', { exact: true })).toBeVisible();

    // The server-drawn page already has the owner's order.
    await expect(async () => {
      const html = await (await fetch(`${baseURL}/client`)).text();
      const order = [...html.matchAll(/<h2[^>]*>([^<]+)<\/h2>/g)].map((m) => m[1]);
      expect(order.slice(0, 2)).toEqual(['Destaques', 'Pizzas']);
    }).toPass({ timeout: 10_000 });

    const customer = await browser.newPage({ viewport: { width: 390, height: 844 }, baseURL });
    await customer.goto('/client');
    const main = customer.getByRole('main');
    await expect(main.getByRole('heading', { level: 2 }).nth(0)).toHaveText('Destaques');
    await expect(main.getByRole('heading', { level: 2 }).nth(1)).toHaveText('Pizzas');
    await expect(
      main.getByRole('region', { name: 'Destaques' }).getByRole('article', { name: BURGER }),
    ).toBeVisible();
    await expect(
      customer.getByRole('navigation', { name: 'Categorias' }).getByRole('button').first(),
    ).toHaveText('Destaques');
    await customer.close();
  } finally {
    await resetMenuOrder();
    await context.close();
  }
});
