import type { Page } from '@playwright/test';
import { test, expect } from './support/test.ts';
import { stubWhatsApp } from './support/whatsapp.ts';
import { placeOrderAsCustomer } from './support/place-order.ts';
import { signInAsAdmin } from './support/sign-in.ts';
import { adminToken, rest } from './support/admin-rest.ts';

// The courier's day: the counter gives a cash delivery to a driver, the driver carries it from
// their phone, and the owner settles with them. The stack is shared: names are this run's own.

const PASSWORD = 'senha-do-entregador-1';
const suffix = () => Date.now().toString(36);

/** The owner adds a driver the way the Equipe page does (create_staff_member). */
async function createDriver(username: string, name: string) {
  const res = await rest('rpc/create_staff_member', {
    method: 'POST',
    body: { username, display_name: name, role: 'driver', password: PASSWORD },
  });
  expect(res.status, await res.clone().text()).toBe(200);
}

/** A cash delivery as the customer's phone sends it, paying with a R$ 100 note. */
async function placeCashOrder(name: string): Promise<{ id: string; total: number }> {
  const { id } = await placeOrderAsCustomer({
    customer_name: name,
    payment_method: 'cash',
    change_for: 100,
    fulfillment: 'delivery',
  });
  const row = await rest(`orders?select=total_amount&id=eq.${id}`);
  const [{ total_amount }] = (await row.json()) as Array<{ total_amount: number }>;
  return { id, total: Number(total_amount) };
}

const brl = (value: number) =>
  `R$ ${value.toLocaleString('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

async function signInAs(page: Page, username: string) {
  await page.goto('/login');
  await page.getByLabel('Nome de usuário').fill(username);
  await page.getByLabel('Senha', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).not.toHaveURL(/\/login$/, { timeout: 30_000 });
}

test('a cash delivery: assigned in the dialog, carried from the phone, settled by the owner', async ({
  page,
  browser,
  context,
}) => {
  await adminToken();
  const tag = suffix();
  const driverName = `Moto ${tag}`;
  const username = `moto-${tag}`;
  const customer = `Cliente ${tag}`;
  await createDriver(username, driverName);
  const order = await placeCashOrder(customer);
  const change = brl(100 - order.total);

  await stubWhatsApp(context);
  await signInAsAdmin(page, { open: `/orders?pedido=${order.id}` });
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(customer);
  const handOff = context.waitForEvent('page');
  await dialog.getByRole('button', { name: 'Aceitar pedido' }).click();
  await (await handOff).close();
  await expect(dialog.getByRole('button', { name: 'Aceitar pedido' })).toHaveCount(0);
  await dialog.getByLabel('Entregador').selectOption({ label: driverName });
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: driverName })).toBeVisible();

  // The driver's phone.
  const phone = await browser.newContext({
    baseURL: process.env.E2E_BASE_URL,
    viewport: { width: 390, height: 844 },
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
  });
  const driver = await phone.newPage();
  await signInAs(driver, username);
  await driver.goto('/entregas');
  const card = driver.getByRole('article', { name: /^Pedido #/ });
  await expect(card).toContainText(customer);
  await expect(card).toContainText(`Cobrar ${brl(order.total)} em dinheiro`);
  await expect(card).toContainText(`Troco para R$ 100,00 — levar ${change}`);
  await card.getByRole('button', { name: 'Saiu para entrega' }).click();
  await card.getByRole('button', { name: 'Entregue' }).click();
  await expect(driver.getByText('Entregues hoje (1)')).toBeVisible();
  await expect(driver.getByText('Nenhuma entrega para você agora.')).toBeVisible();
  await phone.close();

  // The owner's acerto with that driver.
  await page.goto('/entregas/acerto');
  await page.getByLabel('Entregador').selectOption({ label: driverName });
  const figures = page.locator('dl');
  await expect(figures).toContainText('Entregas1');
  await expect(figures).toContainText(`Dinheiro a devolver${brl(order.total)}`);
});
