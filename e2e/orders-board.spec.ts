import type { Page } from '@playwright/test';
import { test, expect } from './support/test.ts';
import { MARGHERITA } from './support/panel.ts';
import { signInAsAdmin } from './support/sign-in.ts';

// A busy night at the counter: the board shows a new order in "Aguardando" the moment it is placed,
// accepting it moves it to "Em preparo", the list finds it by name and by phone digits, the
// dashboard's "Hoje" counts it once accepted, and on a phone the board is one column at a time.
// The stack is shared by the whole e2e run: the order carries a name of its own.

async function placeOrder(name: string, phone: string): Promise<string> {
  const res = await fetch(`${process.env.E2E_BASE_URL}/rest/v1/rpc/place_order`, {
    method: 'POST',
    headers: { apikey: process.env.E2E_ANON_KEY ?? '', 'content-type': 'application/json' },
    body: JSON.stringify({
      customer_name: name,
      customer_phone: phone,
      customer_address: 'Rua das Flores, 10',
      items: [{ product_id: MARGHERITA, quantity: 1 }],
      payment_method: 'pix',
    }),
  });
  expect(res.ok, await res.clone().text()).toBe(true);
  return ((await res.json()) as { order_number: string }).order_number;
}

const column = (page: Page, name: string) =>
  page.getByRole('region', { name: new RegExp(`^${name}`) });

test('the board follows a new order live; the list finds it; Hoje counts it', async ({ page }) => {
  test.setTimeout(60_000);
  const name = `Cliente Quadro ${Date.now().toString(36)}`;
  const phone = `119${String(Date.now()).slice(-8)}`;
  await signInAsAdmin(page, { open: '/orders?vista=quadro' });
  await expect(page.getByRole('tab', { name: 'Quadro' })).toHaveAttribute('aria-selected', 'true');
  await expect(column(page, 'Aguardando')).toBeVisible();

  const number = await placeOrder(name, phone);
  const card = column(page, 'Aguardando').getByRole('button', { name: new RegExp(`#${number}`) });
  await expect(card).toBeVisible();
  await expect(card).toContainText(name);
  await expect(card).toContainText('Entrega');

  await card.click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Aceitar pedido' }).click();
  await page.keyboard.press('Escape');
  await expect(
    column(page, 'Em preparo').getByRole('button', { name: new RegExp(`#${number}`) }),
  ).toBeVisible();
  await expect(
    column(page, 'Aguardando').getByRole('button', { name: new RegExp(`#${number}`) }),
  ).toHaveCount(0);

  // The list: by a piece of the name, then by the phone's last digits however typed.
  await page.getByRole('tab', { name: 'Lista' }).click();
  const search = page.getByRole('searchbox', { name: 'Buscar' });
  await search.fill(name.slice(8).toUpperCase());
  await expect(page.getByText('1 pedido encontrado')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: name })).toBeVisible();
  await search.fill(`${phone.slice(-8, -4)}-${phone.slice(-4)}`);
  await expect(page.getByRole('row').filter({ hasText: name })).toBeVisible();
  await page.getByLabel('Status').selectOption({ label: 'Cancelado' });
  await expect(page.getByText('Nenhum pedido encontrado para esta busca')).toBeVisible();

  await page.goto('/dashboard');
  const today = page.getByRole('region', { name: 'Hoje' });
  await expect(today.getByRole('group', { name: 'Pedidos' })).not.toContainText('—');
  await expect(today.getByRole('group', { name: 'Faturamento' })).toContainText('R$');
});

test('on a phone the board is one column at a time, chosen with the switcher', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  try {
    await signInAsAdmin(page, { open: '/orders?vista=quadro' });
    const switcher = page.getByRole('group', { name: 'Coluna do quadro' });
    await expect(column(page, 'Aguardando')).toBeVisible();
    await expect(column(page, 'Em preparo')).toBeHidden();
    await switcher.getByRole('button', { name: /^Em preparo/ }).click();
    await expect(column(page, 'Em preparo')).toBeVisible();
    await expect(column(page, 'Aguardando')).toBeHidden();
  } finally {
    await context.close();
  }
});
