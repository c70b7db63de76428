import type { Browser, BrowserContext, Page } from '@playwright/test';
import { test, expect } from './support/test.ts';
import { anotherDevice, PHONE } from './support/devices.ts';
import { fillDelivery } from './support/checkout.ts';
import { toast } from './support/toast.ts';
import { stubWhatsApp } from './support/whatsapp.ts';
import { signInAsAdmin } from './support/sign-in.ts';
import { adminToken } from './support/admin-rest.ts';

// The shop owner's live orders: a customer orders through the real storefront in another browser,
// the admin sees it arrive, moves it along, prints it and records how it was paid. The stack is
// shared by the whole e2e run: orders made here carry names of their own.

const MALICIOUS = '<img src=x onerror=alert(1)>';
const MARGHERITA = '5e1d0001-0000-4000-8000-000000000001';
const suffix = () => Date.now().toString(36);

const signIn = (page: Page, path: string) => signInAsAdmin(page, { open: path });

/** A second browser for the customer, with the same outside world as the test's own context. */
async function customerContext(browser: Browser): Promise<BrowserContext> {
  const context = await anotherDevice(browser, { viewport: PHONE });
  await stubWhatsApp(context);
  return context;
}

/** Orders a Margherita through /client and the checkout; returns the order-status page. */
async function placeThroughStorefront(context: BrowserContext, name: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto('/client');
  await page.getByRole('button', { name: 'Adicionar Pizza Margherita ao carrinho' }).click();
  await page.goto('/client/checkout');
  await fillDelivery(page, name);
  const whatsapp = context.waitForEvent('page');
  await page.getByRole('button', { name: 'Finalizar Pedido' }).click();
  await (await whatsapp).close();
  await expect(page.getByRole('heading', { name: 'Pedido Recebido!' })).toBeVisible();
  await page.getByRole('link', { name: 'Acompanhar pedido' }).click();
  await expect(page).toHaveURL(/\/client\/pedido\//);
  return page;
}

const currentStep = (page: Page) => page.locator('[aria-current="step"]');
const orderRow = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name });

test('a new order reaches the open dashboard and orders page, and the customer follows it', async ({
  browser,
  context,
  page,
}) => {
  test.setTimeout(90_000);
  const name = `${MALICIOUS} ${suffix()}`;
  await stubWhatsApp(context);
  await signIn(page, '/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard - Tempo Real' })).toBeVisible();
  const orders = await context.newPage();
  await orders.goto('/orders');
  await expect(orders.getByRole('heading', { name: 'Pedidos em Tempo Real' })).toBeVisible();

  const customer = await customerContext(browser);
  const status = await placeThroughStorefront(customer, name);

  // Both admin tabs show it without a reload; one of them (not both) announces it.
  await expect(orderRow(page, name)).toBeVisible({ timeout: 10_000 });
  await expect(orderRow(orders, name)).toBeVisible({ timeout: 10_000 });
  await expect
    .poll(
      async () =>
        (await toast(page, 'Novo pedido!').count()) + (await toast(orders, 'Novo pedido!').count()),
    )
    .toBe(1);
  await expect(orderRow(orders, name)).toContainText('Aguardando');

  // Accepted from the orders page: toast, and the 'being prepared' WhatsApp to the customer.
  await orderRow(orders, name).click();
  const dialog = orders.getByRole('dialog');
  await expect(dialog).toContainText(name);
  const handOff = context.waitForEvent('page');
  await dialog.getByRole('button', { name: 'Aceitar pedido' }).click();
  const chat = await handOff;
  await chat.waitForURL(/^https:\/\/wa\.me\//);
  expect(new URL(chat.url()).searchParams.get('text')).toContain('está sendo preparado.');
  await chat.close();
  await expect(toast(orders, 'Pedido em Preparação')).toContainText('foi alterado para Em preparo');
  await expect(dialog.getByRole('button', { name: 'Aceitar pedido' })).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Saiu para entrega' })).toBeVisible();
  await status.reload();
  await expect(currentStep(status)).toContainText('Em preparo');

  // The receipt: two copies, the name printed as text.
  const printed = context.waitForEvent('page');
  await dialog.getByRole('button', { name: 'Imprimir' }).click();
  const receipt = await printed;
  await expect(receipt.locator('body')).toContainText('VIA DO CLIENTE');
  await expect(receipt.locator('body')).toContainText('VIA DO ENTREGADOR');
  await expect(receipt.locator('body')).toContainText(name);
  expect(await receipt.locator('img').count()).toBe(0);
  await receipt.close();
  await expect(toast(orders, 'Imprimindo pedido')).toBeVisible();

  // The payment method is stored on the order.
  await dialog.getByRole('radio', { name: 'Cartão de Débito' }).check();
  await dialog.getByRole('button', { name: 'Salvar Forma de Pagamento' }).click();
  await expect(toast(orders, 'Forma de pagamento salva')).toContainText(
    'Forma de pagamento definida como Cartão de Débito',
  );

  // Delivered straight away ('Outros status'): the toast, and the customer hears of it.
  await dialog.getByRole('button', { name: 'Outros status' }).click();
  const delivered = context.waitForEvent('page');
  await dialog
    .getByRole('group', { name: 'Outros status' })
    .getByRole('button', { name: 'Entregue' })
    .click();
  const deliveredChat = await delivered;
  await deliveredChat.waitForURL(/^https:\/\/wa\.me\//);
  expect(new URL(deliveredChat.url()).searchParams.get('text')).toContain('foi entregue.');
  await deliveredChat.close();
  await expect(toast(orders, 'Pedido Entregue')).toBeVisible();
  await status.reload();
  await expect(status.getByText('Entregue (concluído)')).toBeVisible();
  await expect(orderRow(page, name)).toContainText('Entregue');

  // The reloaded page opens the same order (its id is in the URL), as the server saved it.
  expect(new URL(orders.url()).searchParams.get('pedido')).toBeTruthy();
  await orders.reload();
  await expect(orders.getByRole('dialog')).toContainText(name);
  await expect(
    orders.getByRole('dialog').getByRole('radio', { name: 'Cartão de Débito' }),
  ).toBeChecked();
  await customer.close();
});

async function api(path: string, body: unknown, token?: string, method = 'POST') {
  const res = await fetch(`${process.env.E2E_BASE_URL}/rest/v1/${path}`, {
    method,
    headers: {
      apikey: process.env.E2E_ANON_KEY ?? '',
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      prefer: 'count=exact',
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(res.ok, `${method} ${path}`).toBe(true);
  return res;
}

test('the history counts each tab and pages through it', async ({ page }) => {
  test.setTimeout(90_000);
  const name = `Cliente histórico ${suffix()}`;
  const token = await adminToken();
  for (let i = 0; i < 21; i += 1) {
    const placed = await api('rpc/place_order', {
      customer_name: name,
      customer_phone: '(11) 98765-4321',
      customer_address: 'Rua das Flores, 10',
      items: [{ product_id: MARGHERITA, quantity: 1 }],
      payment_method: 'pix',
    });
    const { id } = (await placed.json()) as { id: string };
    await api(
      'rpc/set_order_status',
      { order_id: id, status: 'cancelled', reason: 'Cliente desistiu' },
      token,
    );
  }
  const counted = await api('orders?select=id&status=eq.cancelled', undefined, token, 'HEAD');
  const cancelled = Number(counted.headers.get('content-range')?.split('/')[1]);
  expect(cancelled).toBeGreaterThanOrEqual(21);

  await signIn(page, '/history');
  const tab = page.getByRole('tab', { name: /Cancelados/ });
  await expect(tab).toContainText(String(cancelled));
  await tab.click();
  const panel = page.getByRole('tabpanel');
  const pages = Math.ceil(cancelled / 20);
  await expect(panel.getByText(`Página 1 de ${pages}`)).toBeVisible();
  await expect(panel.getByRole('row').filter({ hasText: 'Cancelado' })).toHaveCount(20);
  await panel.getByRole('button', { name: 'Próxima' }).click();
  await expect(panel.getByText(`Página 2 de ${pages}`)).toBeVisible();
  await expect(panel.getByRole('row').filter({ hasText: 'Cancelado' }).first()).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Anterior' })).toBeEnabled();
  // Pending orders are in no tab.
  await expect(page.getByRole('tabpanel').getByText('Aguardando')).toHaveCount(0);
});

test('the dashboard announces a new order, the bell keeps it until opened, and tells the customer', async ({
  context,
  page,
}) => {
  const name = `Cliente alerta ${suffix()}`;
  await stubWhatsApp(context);
  await signIn(page, '/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard - Tempo Real' })).toBeVisible();
  const dot = page.getByRole('link', { name: 'Notificações' }).getByTestId('notification-dot');
  await expect(dot).toHaveCount(0);

  await api('rpc/place_order', {
    customer_name: name,
    customer_phone: '(11) 98765-4321',
    customer_address: 'Rua das Flores, 10',
    items: [{ product_id: MARGHERITA, quantity: 1 }],
    payment_method: 'cash',
  });
  const alert = toast(page, 'Novo pedido!');
  await expect(alert).toContainText(name, { timeout: 10_000 });
  await expect(dot).toBeVisible();

  // The confirmation to the customer, from the admin's click; never a chat of the shop with itself.
  await expect(alert.getByRole('button', { name: 'Avisar loja' })).toHaveCount(0);
  const confirm = context.waitForEvent('page');
  await alert.getByRole('button', { name: 'Confirmar com cliente' }).click();
  const customerChat = await confirm;
  await customerChat.waitForURL(/^https:\/\/wa\.me\/5511987654321/);
  expect(new URL(customerChat.url()).searchParams.get('text')).toContain(
    `Olá ${name}! Recebemos seu pedido`,
  );
  await customerChat.close();

  await alert.getByRole('button', { name: 'Abrir pedido' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(name);
  await expect(dot).toHaveCount(0);

  // From the dashboard the customer hears of every status change.
  await dialog.getByRole('button', { name: 'Cancelar', exact: true }).click();
  // Cancelling asks why: the customer sees the reason on the order's page.
  const reasons = page.getByRole('dialog', { name: /Cancelar o pedido/ });
  await reasons.getByRole('radio', { name: 'Produto esgotado' }).check();
  const handOff = context.waitForEvent('page');
  await reasons.getByRole('button', { name: 'Cancelar pedido' }).click();
  const chat = await handOff;
  await chat.waitForURL(/^https:\/\/wa\.me\/5511987654321/);
  expect(new URL(chat.url()).searchParams.get('text')).toContain(
    'foi cancelado. Motivo: Produto esgotado.',
  );
  await chat.close();
  await expect(toast(page, 'Pedido Cancelado')).toContainText('foi alterado para Cancelado');
  await expect(dialog.getByRole('button', { name: 'Cancelar', exact: true })).toHaveCount(0);
});
