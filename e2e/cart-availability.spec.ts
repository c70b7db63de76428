import type { Page } from '@playwright/test';
import { test, expect } from './support/test.ts';
import { rest, setProductAvailable } from './support/admin-rest.ts';
import {
  customerOnAPhone,
  fillDelivery,
  orderSummary,
  submitButton,
  uniqueName,
} from './support/checkout.ts';
import { toast } from './support/toast.ts';

// Issue 18, item 4: a product the shop switches off while it sits in a customer's cart is never
// dropped silently. The line stays, marked Indisponível with Remover (menu cart and checkout
// summary), the order is refused before anything is sent, and Remover lets the rest go through.
// The stack is shared by the e2e run: every product switched off here is switched back on.

customerOnAPhone();

const MARGHERITA = { id: '5e1d0001-0000-4000-8000-000000000001', name: 'Pizza Margherita' };
const COXINHA = { id: '5e1d0001-0000-4000-8000-000000000006', name: 'Coxinha de Frango' };
const SUCO = { id: '5e1d0001-0000-4000-8000-000000000009', name: 'Suco de Laranja Natural' };

async function orderItemsOf(customerName: string) {
  const res = await rest(
    `orders?select=items&customer_name=eq.${encodeURIComponent(customerName)}`,
  );
  expect(res.ok).toBe(true);
  const orders = (await res.json()) as Array<{ items: Array<{ name: string; quantity: number }> }>;
  return orders.map((order) => order.items.map((item) => `${item.quantity}x ${item.name}`));
}

/** Counts the place_order calls the page makes: "nothing sent" is checked, not assumed. */
function countOrderCalls(page: Page) {
  const calls = { count: 0 };
  page.on('request', (request) => {
    if (request.url().includes('/rest/v1/rpc/place_order')) calls.count++;
  });
  return calls;
}

const summaryLine = (page: Page, name: string) =>
  orderSummary(page).getByRole('listitem').filter({ hasText: name });

async function addFromMenu(page: Page, name: string) {
  await page.getByRole('button', { name: `Adicionar ${name} ao carrinho` }).click();
}

test('switched off while the checkout is open: marked with Remover at once, refused until removed, then the rest is ordered', async ({
  page,
  context,
}) => {
  const customer = uniqueName('indisponível');
  const orderCalls = countOrderCalls(page);
  await page.goto('/client');
  await addFromMenu(page, MARGHERITA.name);
  await addFromMenu(page, COXINHA.name);
  await page.goto('/client/checkout');
  await expect(summaryLine(page, COXINHA.name)).toBeVisible();

  await setProductAvailable(COXINHA.id, false);
  try {
    // No realtime event reaches anon for a row RLS now hides: the checkout's 5 s check finds it.
    const line = summaryLine(page, COXINHA.name);
    await expect(line.getByText('Indisponível')).toBeVisible({ timeout: 8_000 });
    await expect(line.getByRole('button', { name: `Remover ${COXINHA.name}` })).toBeVisible();
    await expect(toast(page, `"${COXINHA.name}" ficou indisponível`)).toBeVisible();

    // Said first, before the form's own checks, and again once the form is complete.
    await submitButton(page).click();
    await expect(toast(page, 'Item indisponível')).toContainText(
      `"${COXINHA.name}" não está mais disponível. Remova o item do carrinho para finalizar o pedido.`,
    );
    // The summary sits below the form on a phone: its Remover is brought into view, focused.
    const remover = line.getByRole('button', { name: `Remover ${COXINHA.name}` });
    await expect(remover).toBeFocused();
    await expect(remover).toBeInViewport();
    await fillDelivery(page, customer);
    await submitButton(page).click();
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(1);
    await expect(toast(page, 'Item indisponível')).toBeVisible();
    expect(orderCalls.count).toBe(0);
    await expect(page).toHaveURL(/\/client\/checkout$/);
    const stored = await page.evaluate(() => localStorage.getItem('cart'));
    expect(JSON.parse(stored ?? '[]')).toEqual([
      expect.objectContaining({ id: MARGHERITA.id, quantity: 1 }),
      expect.objectContaining({ id: COXINHA.id, quantity: 1, unavailable: true }),
    ]);

    await line.getByRole('button', { name: `Remover ${COXINHA.name}` }).click();
    await expect(summaryLine(page, COXINHA.name)).toHaveCount(0);
    const popup = context.waitForEvent('page');
    await submitButton(page).click();
    await (await popup).close();
    await expect(page.getByRole('heading', { name: 'Pedido Recebido!' })).toBeVisible();
    expect(orderCalls.count).toBe(1);
    expect(await orderItemsOf(customer)).toEqual([[`1x ${MARGHERITA.name}`]]);
  } finally {
    await setProductAvailable(COXINHA.id, true);
  }
});

test('a refusal the page could not foresee marks the refused line with Remover and keeps the cart', async ({
  page,
}) => {
  const customer = uniqueName('corrida');
  await page.goto('/client');
  await addFromMenu(page, MARGHERITA.name);
  await addFromMenu(page, COXINHA.name);
  // The page's menu stays as it was until the order is sent (the switch-off lands between the
  // last check and the tap): only the server knows.
  let lastMenu: string | undefined;
  let frozen = false;
  await page.route('**/rest/v1/products?*', async (route) => {
    if (frozen && lastMenu)
      return route.fulfill({ body: lastMenu, contentType: 'application/json' });
    const response = await route.fetch();
    lastMenu = await response.text();
    return route.fulfill({ response, body: lastMenu });
  });
  await page.route('**/rest/v1/rpc/place_order', (route) => {
    frozen = false;
    return route.continue();
  });
  await page.goto('/client/checkout');
  await expect(summaryLine(page, COXINHA.name)).toBeVisible();
  await fillDelivery(page, customer);
  frozen = true;
  await setProductAvailable(COXINHA.id, false);
  try {
    await submitButton(page).click();
    const line = summaryLine(page, COXINHA.name);
    await expect(line.getByText('Indisponível')).toBeVisible();
    await expect(line.getByRole('button', { name: `Remover ${COXINHA.name}` })).toBeVisible();
    // One toast: the refusal's, replaced by the line's own word.
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(1);
    await expect(page).toHaveURL(/\/client\/checkout$/);
    await expect(page.getByLabel('Nome Completo')).toHaveValue(customer);
    expect(await orderItemsOf(customer)).toEqual([]);
    const stored = await page.evaluate(() => localStorage.getItem('cart'));
    expect(JSON.parse(stored ?? '[]')).toHaveLength(2);
  } finally {
    await setProductAvailable(COXINHA.id, true);
  }
});

test('with the menu open in another tab, the line is never dropped silently and no smaller order goes out', async ({
  context,
}) => {
  const customer = uniqueName('duas abas');
  const menu = await context.newPage();
  await menu.goto('/client');
  await addFromMenu(menu, MARGHERITA.name);
  await addFromMenu(menu, SUCO.name);

  const checkout = await context.newPage();
  const orderCalls = countOrderCalls(checkout);
  await checkout.goto('/client/checkout');
  await expect(summaryLine(checkout, SUCO.name)).toBeVisible();
  // This tab's own menu checks fail: what it learns comes from the menu tab, through the cart.
  await checkout.route('**/rest/v1/products?*', (route) => route.abort('failed'));
  await fillDelivery(checkout, customer);

  await setProductAvailable(SUCO.id, false);
  try {
    // The menu tab's poll (15 s) finds it: its cart keeps the line, marked.
    await expect(menu.getByRole('article', { name: SUCO.name, exact: true })).toHaveCount(0, {
      timeout: 20_000,
    });
    await expect(menu.getByRole('button', { name: /^Ver carrinho, 2 itens/ })).toBeVisible();
    await menu.getByRole('button', { name: /^Ver carrinho,/ }).click();
    const sheet = menu.getByRole('dialog', { name: 'Seu pedido' });
    const sheetLine = sheet.getByRole('listitem').filter({ hasText: SUCO.name });
    await expect(sheetLine.getByText('Indisponível')).toBeVisible();
    await expect(sheetLine.getByRole('button', { name: `Remover ${SUCO.name}` })).toBeVisible();

    // The checkout tab hears of it through the shared cart, and refuses to send.
    const line = summaryLine(checkout, SUCO.name);
    await expect(line.getByText('Indisponível')).toBeVisible();
    await submitButton(checkout).click();
    await expect(toast(checkout, 'Item indisponível')).toBeVisible();
    expect(orderCalls.count).toBe(0);
    expect(await orderItemsOf(customer)).toEqual([]);

    // Removed by the customer in one tab, gone from the other too.
    await line.getByRole('button', { name: `Remover ${SUCO.name}` }).click();
    await expect(sheetLine).toHaveCount(0);
    await expect(sheet.getByRole('listitem')).toHaveCount(1);
    await expect(sheet.getByRole('listitem')).toContainText(MARGHERITA.name);
  } finally {
    await setProductAvailable(SUCO.id, true);
  }
});
