import type { Page } from '@playwright/test';
import { test, expect } from './support/test.ts';
import { rest } from './support/admin-rest.ts';
import { placeOrder } from './support/panel.ts';
import { signInAsAdmin } from './support/sign-in.ts';

// The bell's dot survives a reload: a new order nobody has looked at still shows it, and looking
// (the bell leads to /orders) clears it for good on this device, reload or not.

const dot = (page: Page) =>
  page.getByRole('link', { name: 'Notificações' }).getByTestId('notification-dot');

const placed: string[] = [];
test.afterAll(async () => {
  for (const id of placed) {
    await rest('rpc/set_order_status', {
      method: 'POST',
      body: { order_id: id, status: 'cancelled', reason: 'Pedido de teste' },
    });
  }
});

async function newOrder(name: string) {
  const order = await placeOrder(process.env.E2E_BASE_URL!, process.env.E2E_ANON_KEY!, name);
  placed.push(order.id);
  return order;
}

test('the unread dot is kept across reloads until the bell is opened', async ({
  page,
  context,
}) => {
  const base = process.env.E2E_BASE_URL!;
  await signInAsAdmin(page, { from: `${base}/login`, open: `${base}/dashboard` });
  await expect(page.getByRole('heading', { name: 'Dashboard - Tempo Real' })).toBeVisible();
  await expect(dot(page)).toHaveCount(0);

  await newOrder(`Cliente sino ${Date.now().toString(36)}`);
  await expect(dot(page)).toBeVisible({ timeout: 10_000 });
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Dashboard - Tempo Real' })).toBeVisible();
  await expect(dot(page)).toBeVisible();

  await page.getByRole('link', { name: 'Notificações' }).click();
  await expect(page).toHaveURL(/\/orders$/);
  await expect(dot(page)).toHaveCount(0);
  await page.goto(`${base}/dashboard`);
  await expect(page.getByRole('heading', { name: 'Dashboard - Tempo Real' })).toBeVisible();
  // The dashboard's data is in: had the dot come back, it would be there by now.
  await expect(page.getByRole('link', { name: 'Notificações' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(dot(page)).toHaveCount(0);

  // An order placed while no panel is open on this device lights the bell when it opens.
  await page.close();
  await newOrder(`Cliente sino fechado ${Date.now().toString(36)}`);
  const later = await context.newPage();
  await later.goto(`${base}/dashboard`);
  await expect(later.getByRole('heading', { name: 'Dashboard - Tempo Real' })).toBeVisible();
  await expect(dot(later)).toBeVisible();
});
