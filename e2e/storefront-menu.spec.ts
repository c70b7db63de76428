import type { Browser, Page } from '@playwright/test';
import { test, expect } from './support/test.ts';
import { signInAsAdmin } from './support/sign-in.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../tests/support/stack.ts';

// A customer on the public menu and catalogue. The stack is shared by every e2e spec: whatever a
// test changes on the server (a product's availability, the shop's theme) it puts back in `finally`.

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 860 };
const CATEGORIES = ['Bebidas', 'Lanches', 'Pizzas', 'Salgados', 'Sobremesas'];
const ADMIN = { email: ADMIN_EMAIL, password: ADMIN_PASSWORD };

/** Money as the page writes it: Intl puts a no-break space after "R$". */
const brl = (amount: string) => new RegExp(`R\\$\\s${amount.replace('.', '\\.')}`);

const api = () => ({ base: process.env.E2E_BASE_URL!, apikey: process.env.E2E_ANON_KEY! });

async function adminToken(): Promise<string> {
  const { base, apikey } = api();
  const res = await fetch(`${base}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey, 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  expect(res.ok, 'admin sign-in through the auth API').toBe(true);
  return ((await res.json()) as { access_token: string }).access_token;
}

async function rest(token: string, path: string, method: 'GET' | 'PATCH', body?: unknown) {
  const { base, apikey } = api();
  const res = await fetch(`${base}/rest/v1/${path}`, {
    method,
    headers: {
      apikey,
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      prefer: 'return=representation',
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(res.ok, `${method} ${path}: ${res.status}`).toBe(true);
  return (await res.json()) as Array<Record<string, unknown>>;
}

/** The owner signs in on their own device, through the real login page. */
async function adminSignsIn(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signInAsAdmin(page);
  return context;
}

const product = (page: Page, name: string) => page.getByRole('article', { name, exact: true });
const cartBar = (page: Page) => page.getByRole('button', { name: /^Ver carrinho,/ });

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });

  test('browse the menu, build the cart, reach the minimum and keep the cart across a reload', async ({
    page,
  }) => {
    await page.goto('/client');
    await expect(page.getByRole('heading', { level: 1, name: 'Cardápio' })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Categorias' }).getByRole('button'),
    ).toHaveText(CATEGORIES);
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(CATEGORIES);
    await expect(product(page, 'Pizza Margherita')).toContainText(brl('49,90'));
    await expect(product(page, 'Açaí na Tigela 500 ml')).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(14);
    await expect(product(page, 'Pizza Portuguesa')).toHaveCount(0);
    // Nothing in the cart yet: no bar, and the header's cart says 0.
    await expect(cartBar(page)).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Carrinho, 0 itens' })).toBeVisible();

    // Two sodas: R$ 13,00, below the R$ 20,00 minimum.
    const addSoda = page.getByRole('button', { name: 'Adicionar Água Mineral 500 ml ao carrinho' });
    await addSoda.click();
    // Told by the cart bar, where the eye is, not by a toast over the header.
    await expect(cartBar(page)).toContainText('Item adicionado');
    await addSoda.click();
    await expect(cartBar(page)).toHaveAccessibleName(/2 itens, R\$\s13,00$/);
    await expect(page.getByRole('link', { name: 'Carrinho, 2 itens' })).toBeVisible();

    await cartBar(page).click();
    const sheet = page.getByRole('dialog', { name: 'Seu pedido' });
    await expect(sheet.getByText('Pedido mínimo: R$ 20,00. Faltam R$ 7,00.')).toBeVisible();
    await expect(sheet.getByText('Taxa de entrega')).toBeVisible();
    await expect(
      sheet.getByText('Total', { exact: true }).locator('xpath=following-sibling::dd'),
    ).toHaveText(brl('18,00'));
    const finalize = sheet.getByRole('button', { name: 'Finalizar Pedido' });
    await expect(finalize).toBeDisabled();
    // A tap on the disabled button explains why and stays on the menu. It is disabled for
    // assistive tech (aria-disabled) yet still tappable, so Playwright needs force, once the sheet is up.
    await sheet.evaluate((el) =>
      Promise.all(el.getAnimations().map((animation) => animation.finished)),
    );
    await finalize.click({ force: true });
    await expect(page.getByText('Pedido mínimo não atingido')).toBeVisible();
    await expect(page.getByText('O valor mínimo para pedidos é R$ 20,00')).toBeVisible();
    await expect(page).toHaveURL(/\/client$/);

    // 4 sodas reach the minimum, 3 fall below it again.
    const more = sheet.getByRole('button', { name: 'Aumentar quantidade de Água Mineral 500 ml' });
    await more.click();
    await more.click();
    await expect(sheet.getByText(/Faltam/)).toHaveCount(0);
    await expect(finalize).toBeEnabled();
    await sheet.getByRole('button', { name: 'Diminuir quantidade de Água Mineral 500 ml' }).click();
    await expect(sheet.getByText('Pedido mínimo: R$ 20,00. Faltam R$ 0,50.')).toBeVisible();
    await expect(finalize).toBeDisabled();

    // Close the sheet, add a coxinha, then remove the sodas.
    await sheet.getByRole('button', { name: 'Fechar' }).click();
    await expect(sheet).toHaveCount(0);
    await page.getByRole('button', { name: 'Adicionar Coxinha de Frango ao carrinho' }).click();
    await expect(cartBar(page)).toHaveAccessibleName(/4 itens, R\$\s28,00$/);
    await cartBar(page).click();
    await sheet.getByRole('button', { name: 'Remover Água Mineral 500 ml' }).click();
    await expect(sheet.getByRole('button', { name: 'Remover Água Mineral 500 ml' })).toHaveCount(0);
    await expect(sheet.getByText('Pedido mínimo: R$ 20,00. Faltam R$ 11,50.')).toBeVisible();
    await page.keyboard.press('Escape');

    // The cart survives a reload.
    await page.reload();
    await expect(cartBar(page)).toHaveAccessibleName(/1 item, R\$\s8,50$/);
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('cart')))!)).toEqual([
      expect.objectContaining({ name: 'Coxinha de Frango', price: 8.5, quantity: 1 }),
    ]);

    // Above the minimum, Finalizar Pedido goes to checkout.
    await page.getByRole('button', { name: 'Adicionar Pizza Margherita ao carrinho' }).click();
    await cartBar(page).click();
    await expect(finalize).toBeEnabled();
    await finalize.click();
    await expect(page).toHaveURL(/\/client\/checkout$/);
  });

  test('the empty cart in the header says so instead of opening checkout', async ({ page }) => {
    await page.goto('/client');
    await expect(product(page, 'Pizza Margherita')).toBeVisible();
    await page.getByRole('link', { name: 'Carrinho, 0 itens' }).click();
    await expect(page.getByText('Carrinho vazio', { exact: true })).toBeVisible();
    await expect(
      page.getByText('Adicione itens ao carrinho antes de finalizar o pedido.'),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/client$/);
  });

  test('the catalogue: "Adicionar ao Pedido" becomes a stepper, and the cart badge counts', async ({
    page,
  }) => {
    await page.goto('/catalog');
    await expect(page.getByRole('heading', { level: 1, name: 'Catálogo' })).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(14);
    await expect(product(page, 'Pizza Portuguesa')).toHaveCount(0);

    const coxinha = product(page, 'Coxinha de Frango');
    await coxinha.getByRole('button', { name: 'Adicionar ao Pedido' }).click();
    const stepper = coxinha.getByRole('group', { name: 'Quantidade de Coxinha de Frango' });
    await expect(stepper).toContainText('1');
    await expect(coxinha.getByRole('button', { name: 'Adicionar ao Pedido' })).toHaveCount(0);
    await stepper.getByRole('button', { name: 'Aumentar quantidade de Coxinha de Frango' }).click();
    await expect(stepper).toContainText('2');
    await product(page, 'Pastel de Carne')
      .getByRole('button', { name: 'Adicionar ao Pedido' })
      .click();

    const badge = page.getByRole('link', { name: 'Carrinho, 3 itens' });
    await expect(badge).toBeVisible();
    await expect(badge).toHaveAttribute('href', '/client/checkout');
    await expect(
      page.getByRole('link', { name: /^Ver pedido, 3 itens, R\$\s28,90$/ }),
    ).toBeVisible();

    await stepper.getByRole('button', { name: 'Diminuir quantidade de Coxinha de Frango' }).click();
    await stepper.getByRole('button', { name: 'Diminuir quantidade de Coxinha de Frango' }).click();
    await expect(coxinha.getByRole('button', { name: 'Adicionar ao Pedido' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Carrinho, 1 item' })).toBeVisible();

    // Same cart on the menu, and the /client/catalog alias.
    await page.goto('/client/catalog');
    await expect(
      product(page, 'Pastel de Carne').getByRole('group', {
        name: 'Quantidade de Pastel de Carne',
      }),
    ).toContainText('1');
    await page.goto('/client');
    await expect(cartBar(page)).toHaveAccessibleName(/1 item, R\$\s11,90$/);
  });

  test('a product the owner switches off leaves the open menu and stays in the cart, marked; switched back on, it returns', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(60_000);
    await page.goto('/client');
    await page.getByRole('button', { name: 'Adicionar Batata Frita ao carrinho' }).click();
    await expect(cartBar(page)).toHaveAccessibleName(/1 item/);

    const admin = await adminSignsIn(browser, baseURL!);
    const token = await adminToken();
    const [fries] = await rest(token, 'products?name=eq.Batata%20Frita&select=id', 'GET');
    const path = `products?id=eq.${String(fries!.id)}`;
    try {
      await rest(token, path, 'PATCH', { is_available: false });
      // Realtime only tells anon about rows it may read, so this one arrives with the menu's poll.
      await expect(product(page, 'Batata Frita')).toHaveCount(0, { timeout: 25_000 });
      await expect(page.getByText('"Batata Frita" ficou indisponível')).toBeVisible();
      // Never dropped behind the customer's back: the line stays, marked, with Remover.
      await expect(cartBar(page)).toHaveAccessibleName(/1 item/);
      await cartBar(page).click();
      const sheet = page.getByRole('dialog', { name: 'Seu pedido' });
      await expect(sheet.getByText('Indisponível')).toBeVisible();
      await expect(sheet.getByRole('button', { name: 'Remover Batata Frita' })).toBeVisible();
      await sheet.getByRole('button', { name: 'Fechar' }).click();

      await rest(token, path, 'PATCH', { is_available: true });
      // Back on sale: a change anon may read, delivered by realtime well before the next poll.
      await expect(product(page, 'Batata Frita')).toBeVisible({ timeout: 8_000 });
      await cartBar(page).click();
      await expect(sheet.getByText('Batata Frita')).toBeVisible();
      await expect(sheet.getByText('Indisponível')).toHaveCount(0);
    } finally {
      await rest(token, path, 'PATCH', { is_available: true });
      await admin.close();
    }
  });
});

test.describe('on a desktop', () => {
  test.use({ viewport: DESKTOP });

  test("the cart sits beside the menu, in the shop's theme from the server", async ({ page }) => {
    const token = await adminToken();
    const [before] = await rest(token, 'company_settings?select=theme', 'GET');
    try {
      await rest(token, 'company_settings?id=eq.1', 'PATCH', { theme: 'green' });
      await page.goto('/client');
      const aside = page.getByRole('complementary', { name: 'Seu pedido' });
      await expect(aside.getByText('Seu carrinho está vazio')).toBeVisible();
      await expect(aside.getByRole('button', { name: 'Finalizar Pedido' })).toBeDisabled();
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'green');
      // Painted, not stored: the customer's device keeps no theme of its own.
      expect(await page.evaluate(() => localStorage.getItem('selected-theme'))).toBeNull();
      await expect(page.getByRole('link', { name: 'Delivery Rápido' })).toHaveAttribute(
        'href',
        '/client',
      );
      await expect(
        page.getByText(
          `© ${new Date().getFullYear()} Delivery Rápido. Todos os direitos reservados.`,
        ),
      ).toBeVisible();

      await page.getByRole('button', { name: 'Adicionar Pizza Margherita ao carrinho' }).click();
      await expect(aside.getByText('Pizza Margherita')).toBeVisible();
      await expect(
        aside.getByText('Total', { exact: true }).locator('xpath=following-sibling::dd'),
      ).toHaveText(brl('54,90'));
      await expect(aside.getByRole('button', { name: 'Finalizar Pedido' })).toBeEnabled();
      await expect(cartBar(page)).toBeHidden();
    } finally {
      await rest(token, 'company_settings?id=eq.1', 'PATCH', { theme: before!.theme });
    }
  });
});
