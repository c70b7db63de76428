import type { Page } from '@playwright/test';
import { test, expect } from './support/test.ts';
import { adminToken } from './support/admin-rest.ts';
import { PHONE } from './support/devices.ts';
import {
  currentStep,
  isTracking,
  openTracking,
  placeOrder,
  sameDocument,
  setStatus,
  statusBadge,
  steps,
} from './support/order-tracking.ts';

// The customer's order page on a phone, following the order the shop moves from its panel (the
// staff RPC set_order_status, as the panel calls it): every change shows without a reload, a
// cancellation with its reason, and the page stops asking once the order is over.

test.use({ viewport: PHONE });

/** Moves the order and measures how long the open page takes to show it. */
async function moveAndWatch(page: Page, token: string, id: string, status: string, label: string) {
  await setStatus(token, id, status);
  const stored = Date.now();
  await expect(statusBadge(page)).toHaveText(label, { timeout: 8_000 });
  return Date.now() - stored;
}

test('the page follows the whole lifecycle live, with the time of each step, and stops when delivered', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const token = await adminToken();
  const order = await placeOrder();
  await openTracking(page, order.id, order.order_number);

  await expect(statusBadge(page)).toHaveText('Aguardando');
  await expect(currentStep(page)).toContainText('Pedido recebido');
  await expect(currentStep(page).locator('time')).toHaveText(/^\d{2}:\d{2}$/);
  await expect(page.getByText('Previsão de entrega:')).toBeVisible();
  await expect(page.getByText('Esta página se atualiza sozinha.')).toBeVisible();
  // What was ordered, the totals and how it is paid.
  const items = page.getByRole('region', { name: 'Itens do pedido' });
  await expect(items.getByRole('listitem')).toHaveCount(2);
  await expect(items).toContainText('1 x Pizza Margherita');
  await expect(items).toContainText('2 x Água Mineral 500 ml');
  await expect(page.getByText('R$ 67,90')).toBeVisible();
  await expect(page.getByText('A pagar na entrega')).toBeVisible();
  await expect(page.getByText('Dinheiro')).toBeVisible();

  const latencies: number[] = [];
  latencies.push(await moveAndWatch(page, token, order.id, 'processing', 'Em preparo'));
  await expect(currentStep(page)).toContainText('Em preparo');
  await expect(currentStep(page)).toContainText('Seu pedido está sendo preparado.');
  latencies.push(
    await moveAndWatch(page, token, order.id, 'out_for_delivery', 'Saiu para entrega'),
  );
  await expect(currentStep(page)).toContainText('Saiu para entrega');
  latencies.push(await moveAndWatch(page, token, order.id, 'delivered', 'Entregue'));
  console.log(`tracking latency (ms) after set_order_status: ${latencies.join(', ')}`);

  // Every step reached, each with its time; nothing current any more.
  await expect(currentStep(page)).toHaveCount(0);
  await expect(steps(page).locator('time')).toHaveCount(4);
  await expect(steps(page)).toContainText('Pedido entregue. Bom apetite!');
  await expect(page.getByText('Esta página se atualiza sozinha.')).toHaveCount(0);
  await expect(page.getByText('Previsão de entrega:')).toHaveCount(0);
  expect(await sameDocument(page)).toBe(true);

  // Delivered is final: the page asks no more.
  let asked = 0;
  page.on('request', (request) => isTracking(request) && asked++);
  await page.waitForTimeout(6_000);
  expect(asked).toBe(0);
});

test('a cancelled order shows the steps it reached and the reason, without a reload', async ({
  page,
}) => {
  const token = await adminToken();
  const order = await placeOrder();
  await setStatus(token, order.id, 'processing');
  await openTracking(page, order.id, order.order_number);
  await expect(currentStep(page)).toContainText('Em preparo');

  await setStatus(token, order.id, 'cancelled', 'Acabou o queijo, desculpe!');
  await expect(statusBadge(page)).toHaveText('Cancelado', { timeout: 8_000 });
  const list = steps(page);
  await expect(list.getByRole('listitem')).toHaveCount(3);
  await expect(list.getByRole('listitem').last()).toContainText('Cancelado');
  await expect(list.getByRole('listitem').last()).toContainText(
    'Motivo: Acabou o queijo, desculpe!',
  );
  await expect(list).not.toContainText('Saiu para entrega');
  // Nothing to pay for a cancelled order.
  await expect(page.getByText('A pagar na entrega')).toHaveCount(0);
  expect(await sameDocument(page)).toBe(true);
});

test('a hidden page stops asking and catches up as soon as it is seen again', async ({ page }) => {
  const token = await adminToken();
  const order = await placeOrder();
  await openTracking(page, order.id, order.order_number);

  let asked = 0;
  page.on('request', (request) => isTracking(request) && asked++);
  await expect.poll(() => asked, { timeout: 8_000 }).toBeGreaterThan(0);

  // The customer switches to WhatsApp: the tab is hidden.
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
  });
  await page.waitForTimeout(500);
  asked = 0;
  await setStatus(token, order.id, 'processing');
  await page.waitForTimeout(6_000);
  expect(asked).toBe(0);
  await expect(statusBadge(page)).toHaveText('Aguardando');

  // Back to the tab: the page asks at once.
  const back = Date.now();
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'visible' });
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
  });
  await expect(statusBadge(page)).toHaveText('Em preparo', { timeout: 2_000 });
  expect(Date.now() - back).toBeLessThan(2_000);
});

test('an unknown order says so', async ({ page }) => {
  const response = await page.goto(`/client/pedido/${crypto.randomUUID()}`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Não encontramos este pedido.' })).toBeVisible();
});
