import type { Browser, Page } from '@playwright/test';
import { test, expect } from './support/test.ts';
import { stubWhatsApp } from './support/whatsapp.ts';
import { rest } from './support/admin-rest.ts';
import { signedInDevice } from './support/sign-in.ts';

// Esgotado and stock on a phone: the owner marks a product esgotado on /menu and an open menu greys
// it at once; the checkout names what ran out and lets the customer remove it and order the rest.
// The stack is shared by the whole e2e run: what a test changes it puts back.

test.use({ viewport: { width: 390, height: 844 } });

const COXINHA = '5e1d0001-0000-4000-8000-000000000006';
const PASTEL = '5e1d0001-0000-4000-8000-000000000007';

const ownerOn = (browser: Browser, path: string) =>
  signedInDevice(browser, path, { width: 1366, height: 900 });

const card = (page: Page, name: string) => page.getByRole('article', { name }).first();

test('a customer meets "Esgotado" live while the menu is open, and it comes back with Reativar todos', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await page.goto('/client');
  const coxinha = card(page, 'Coxinha de Frango');
  await expect(
    coxinha.getByRole('button', { name: 'Adicionar Coxinha de Frango ao carrinho' }),
  ).toBeVisible();

  const owner = await ownerOn(browser, '/menu');
  try {
    await owner.getByRole('button', { name: 'Esgotado até amanhã: Coxinha de Frango' }).click();
    await expect(owner.getByRole('heading', { name: 'Esgotados agora' })).toBeVisible();
    await owner.screenshot({
      path: test.info().outputPath('menu-esgotados-1366.png'),
      fullPage: false,
    });

    // No reload: the open menu greys it out and offers nothing to add.
    await expect(coxinha.getByText('Esgotado')).toBeVisible({ timeout: 15_000 });
    await expect(coxinha.getByRole('button', { name: /Adicionar Coxinha/ })).toHaveCount(0);
    await coxinha.scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath('storefront-esgotado-390.png') });

    await owner.getByRole('button', { name: 'Reativar todos' }).click();
    await expect(
      coxinha.getByRole('button', { name: 'Adicionar Coxinha de Frango ao carrinho' }),
    ).toBeVisible({
      timeout: 15_000,
    });
  } finally {
    await rest(`products?id=eq.${COXINHA}`, { method: 'PATCH', body: { unavailable_until: null } });
    await owner.context().close();
  }
});

test('a checkout refused for what ran out names it, removes it in one tap and places the rest', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await stubWhatsApp(context);
  const counted = await rest(`products?id=eq.${PASTEL}`, {
    method: 'PATCH',
    body: { stock_quantity: 1 },
  });
  expect(counted.ok).toBe(true);
  try {
    await page.goto('/client');
    const add = (name: string) =>
      card(page, name)
        .getByRole('button', { name: `Adicionar ${name} ao carrinho` })
        .click();
    await add('Pastel de Carne');
    await expect(card(page, 'Pastel de Carne').getByText(/1\s*no carrinho/)).toBeVisible();
    await add('Pastel de Carne');
    await expect(card(page, 'Pastel de Carne').getByText(/2\s*no carrinho/)).toBeVisible();
    await add('Pizza Margherita');

    await page.getByRole('button', { name: /^Ver carrinho/ }).click();
    await page
      .getByRole('dialog', { name: 'Seu pedido' })
      .getByRole('button', { name: 'Finalizar Pedido' })
      .click();
    await expect(page).toHaveURL(/\/client\/checkout$/);
    await page.getByLabel('Nome Completo').fill('Cliente Esgotado');
    await page.getByLabel('Telefone').pressSequentially('11987650001');
    await page.getByLabel('Rua').fill('Rua das Flores');
    await page.getByLabel('Número').fill('123');
    await page.getByLabel(/^Bairro\*?$/).fill('Centro');
    await page.getByRole('button', { name: 'Finalizar Pedido' }).click();

    const notice = page.getByRole('alert').filter({ hasText: 'Pastel de Carne' });
    await expect(notice).toContainText('Só resta 1 de Pastel de Carne.');
    await notice.scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath('checkout-esgotou-390.png') });
    await notice.getByRole('button', { name: 'Remover item esgotado' }).click();
    const summary = page.getByRole('complementary', { name: 'Resumo do pedido' });
    await expect(summary).not.toContainText('Pastel de Carne');
    await expect(summary).toContainText('Pizza Margherita');

    const whatsapp = context.waitForEvent('page');
    await page.getByRole('button', { name: 'Finalizar Pedido' }).click();
    await (await whatsapp).close();
    await expect(page.getByRole('heading', { name: 'Pedido Recebido!' })).toBeVisible();
    const res = await rest(`orders?select=items&customer_name=eq.Cliente%20Esgotado`);
    const [order] = (await res.json()) as Array<{ items: Array<{ name: string }> }>;
    expect(order!.items.map((item) => item.name)).toEqual(['Pizza Margherita']);
  } finally {
    await rest(`products?id=eq.${PASTEL}`, { method: 'PATCH', body: { stock_quantity: null } });
  }
});
