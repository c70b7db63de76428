// An order's life as the shop owner drives it from the one order dialog: the next step offered
// first (accept, out for delivery or ready for pickup, delivered), the timeline the server writes,
// the payment recorded, the customer told on WhatsApp — or, with that switched off on this device,
// only when the owner asks. The stack is shared by the whole e2e run: every order made here carries
// a name of its own, and every setting changed is put back.
import type { BrowserContext, Page } from '@playwright/test';
import { rest } from './support/admin-rest.ts';
import { placeOrder } from './support/panel.ts';
import { signInAsAdmin } from './support/sign-in.ts';
import { test, expect } from './support/test.ts';
import { stubWhatsApp } from './support/whatsapp.ts';

const suffix = () => Date.now().toString(36);

/** Clicks `button` and returns the text of the WhatsApp chat it opens. */
async function chatFrom(context: BrowserContext, click: () => Promise<void>): Promise<string> {
  const opened = context.waitForEvent('page');
  await click();
  const chat = await opened;
  await chat.waitForURL(/^https:\/\/wa\.me\/5511987654321/);
  const text = new URL(chat.url()).searchParams.get('text') ?? '';
  await chat.close();
  return text;
}

async function openOrder(page: Page, name: string) {
  await page.goto('/orders');
  await page.getByRole('row').filter({ hasText: name }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(name);
  return dialog;
}

const steps = (page: Page) =>
  page
    .getByRole('dialog')
    .getByRole('region', { name: 'Andamento do pedido' })
    .getByRole('listitem');

const toast = (page: Page, title: string) =>
  page.locator('[data-sonner-toast]').filter({ hasText: title });

test('a delivery order is accepted, sent out and delivered from the dialog, its timeline growing at each step', async ({
  context,
  page,
}) => {
  test.setTimeout(90_000);
  await stubWhatsApp(context);
  const name = `Cliente Ciclo ${suffix()}`;
  const order = await placeOrder(process.env.E2E_BASE_URL!, process.env.E2E_ANON_KEY!, name);
  await signInAsAdmin(page);
  const dialog = await openOrder(page, name);
  await expect(steps(page)).toHaveText([/^Pedido recebido\d\d:\d\d$/]);

  const accepted = await chatFrom(context, () =>
    dialog.getByRole('button', { name: 'Aceitar pedido' }).click(),
  );
  expect(accepted).toContain(`Seu pedido #${order.order_number} está sendo preparado.`);
  expect(accepted).toContain(`/client/pedido/${order.id}`);
  await expect(toast(page, 'Pedido em Preparação')).toBeVisible();
  await expect(steps(page)).toHaveText([/^Pedido recebido/, /^Em preparo por admin\d\d:\d\d$/]);

  const sent = await chatFrom(context, () =>
    dialog.getByRole('button', { name: 'Saiu para entrega' }).click(),
  );
  expect(sent).toContain('saiu para entrega!');
  await expect(steps(page)).toHaveText([/^Pedido recebido/, /^Em preparo/, /^Saiu para entrega/]);

  const delivered = await chatFrom(context, () =>
    dialog.getByRole('button', { name: 'Entregue', exact: true }).click(),
  );
  expect(delivered).toContain('foi entregue.');
  await expect(steps(page)).toHaveText([
    /^Pedido recebido/,
    /^Em preparo/,
    /^Saiu para entrega/,
    /^Entregue por admin\d\d:\d\d$/,
  ]);
  await expect(dialog.getByRole('heading', { level: 2 })).toContainText('Entregue');
  // Delivered: nothing comes next, the rest is behind 'Outros status'.
  await expect(dialog.getByRole('button', { name: 'Entregue', exact: true })).toHaveCount(0);

  await dialog.getByRole('button', { name: 'Marcar como pago' }).click();
  await expect(dialog.getByText(/^Pago · \d\d:\d\d$/)).toBeVisible();
  const saved = await rest(`orders?id=eq.${order.id}&select=status,payment_status,paid_at`);
  expect(await saved.json()).toEqual([
    { status: 'delivered', payment_status: 'paid', paid_at: expect.any(String) },
  ]);

  // A reload shows the same order, from the server.
  await page.reload();
  await expect(steps(page)).toHaveCount(4);
  await expect(page.getByRole('dialog').getByText(/^Pago · /)).toBeVisible();
});

test('accepting order after order tells each customer in the one WhatsApp tab, never a tab per click', async ({
  context,
  page,
}) => {
  test.setTimeout(90_000);
  await stubWhatsApp(context);
  const names = [`Cliente Aba Um ${suffix()}`, `Cliente Aba Dois ${suffix()}`];
  const orders = [];
  for (const name of names) {
    orders.push(await placeOrder(process.env.E2E_BASE_URL!, process.env.E2E_ANON_KEY!, name));
  }
  await signInAsAdmin(page);
  const textOf = (chat: Page) => new URL(chat.url()).searchParams.get('text') ?? '';

  const opened = context.waitForEvent('page');
  await (await openOrder(page, names[0]!)).getByRole('button', { name: 'Aceitar pedido' }).click();
  const chat = await opened;
  await expect.poll(() => textOf(chat)).toContain(`Seu pedido #${orders[0]!.order_number} está`);

  // The chat stays open, as it does at a counter; the next order's message goes to the same tab.
  await (await openOrder(page, names[1]!)).getByRole('button', { name: 'Aceitar pedido' }).click();
  await expect.poll(() => textOf(chat)).toContain(`Seu pedido #${orders[1]!.order_number} está`);
  expect(context.pages()).toHaveLength(2);
  await chat.close();
});

test('with "Avisar cliente" off on this device, a pickup order is readied and cancelled without chats; the dialog’s button tells the customer', async ({
  context,
  page,
}) => {
  test.setTimeout(90_000);
  await stubWhatsApp(context);
  const pickup = await rest('company_settings?id=eq.1', {
    method: 'PATCH',
    body: { accepts_pickup: true },
  });
  expect(pickup.ok).toBe(true);
  try {
    await signInAsAdmin(page);
    await page.goto('/settings');
    const notify = page.getByRole('switch', {
      name: 'Avisar cliente pelo WhatsApp ao mudar o status',
    });
    await expect(notify).toBeChecked();
    await notify.click();
    await expect(notify).not.toBeChecked();
    expect(await page.evaluate(() => localStorage.getItem('notifyCustomerOnStatus'))).toBe('false');

    const name = `Cliente Retirada ${suffix()}`;
    const order = await placeOrder(
      process.env.E2E_BASE_URL!,
      process.env.E2E_ANON_KEY!,
      name,
      'pickup',
    );
    const dialog = await openOrder(page, name);
    await expect(dialog).toContainText('Retirada');
    await dialog.getByRole('button', { name: 'Aceitar pedido' }).click();
    await expect(dialog.getByRole('button', { name: 'Pronto para retirada' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Pronto para retirada' }).click();
    await expect(steps(page)).toHaveText([
      /^Pedido recebido/,
      /^Em preparo/,
      /^Pronto para retirada/,
    ]);
    expect(context.pages()).toHaveLength(1);

    const told = await chatFrom(context, () =>
      dialog.getByRole('button', { name: 'Avisar cliente' }).click(),
    );
    expect(told).toContain(`Seu pedido #${order.order_number} está pronto e esperando por você`);

    await dialog.getByRole('button', { name: 'Cancelar', exact: true }).click();
    const reasons = page.getByRole('dialog', { name: /Cancelar o pedido/ });
    await reasons.getByRole('radio', { name: 'Cliente desistiu' }).check();
    await reasons.getByRole('button', { name: 'Cancelar pedido' }).click();
    await expect(toast(page, 'Pedido Cancelado')).toBeVisible();
    await expect(steps(page).last()).toContainText('Cancelado');
    await expect(steps(page).last()).toContainText('Motivo: Cliente desistiu');
    expect(context.pages()).toHaveLength(1);
    await expect(dialog.getByRole('button', { name: 'Cancelar', exact: true })).toHaveCount(0);
  } finally {
    await rest('company_settings?id=eq.1', { method: 'PATCH', body: { accepts_pickup: false } });
  }
});

test('the shop turns automatic acceptance on and off in Configurações', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/settings');
  const autoAccept = page.getByRole('switch', { name: 'Aceitar pedidos automaticamente' });
  await expect(autoAccept).not.toBeChecked();
  await autoAccept.click();
  await expect(toast(page, 'Aceite automático ativado')).toBeVisible();
  try {
    const on = await rest('company_settings?id=eq.1&select=auto_accept');
    expect(await on.json()).toEqual([{ auto_accept: true }]);
    const name = `Cliente Automático ${suffix()}`;
    const order = await placeOrder(process.env.E2E_BASE_URL!, process.env.E2E_ANON_KEY!, name);
    const placed = await rest(`orders?id=eq.${order.id}&select=status`);
    expect(await placed.json()).toEqual([{ status: 'processing' }]);
  } finally {
    await autoAccept.click();
    await expect(autoAccept).not.toBeChecked();
  }
  const off = await rest('company_settings?id=eq.1&select=auto_accept');
  expect(await off.json()).toEqual([{ auto_accept: false }]);
});
