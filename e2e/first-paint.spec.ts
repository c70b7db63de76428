import { test, expect } from './support/test.ts';
import { rest } from './support/admin-rest.ts';

// The storefront's first paint (issue 19; issue 18 item 7): the menu comes in the page the stack
// serves, in the shop's theme, before any JavaScript runs; the app then takes over the same page
// without a flash or an error, and an open storefront follows the owner's theme. The stack is shared
// by every spec: the theme is put back in `finally`.

const PHONE = { width: 390, height: 844 };
const RED_PRIMARY = '0 72% 51%';
const GREEN_PRIMARY = '142 71% 30%';

async function setTheme(theme: string) {
  const res = await rest('company_settings?id=eq.1', { method: 'PATCH', body: { theme } });
  expect(res.ok, `theme ${theme} saved`).toBe(true);
}

const primary = () => getComputedStyle(document.documentElement).getPropertyValue('--primary');

test.use({ viewport: PHONE });

test('a red shop paints red with its menu before any JavaScript, on a slow phone', async ({
  page,
}) => {
  await setTheme('red');
  try {
    // No app code at all: what shows is the page as served.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/client');
    await expect(page.getByRole('heading', { name: 'Pizza Margherita' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Delivery Rápido' })).toBeVisible();
    await expect(page.getByText(/R\$\s49,90/).first()).toBeVisible();
    expect(await page.evaluate(primary)).toBe(RED_PRIMARY);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'red');
  } finally {
    await setTheme('purple');
  }
});

test("with JavaScript switched off the served menu still wears the shop's colours", async ({
  browser,
  baseURL,
}) => {
  await setTheme('red');
  const context = await browser.newContext({ baseURL, viewport: PHONE, javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await page.goto('/client');
    await expect(page.getByRole('heading', { name: 'Pizza Margherita' })).toBeVisible();
    expect(await page.evaluate(primary)).toBe(RED_PRIMARY);
    // The primary colour on screen, not only in a variable: the first "Adicionar" button.
    const add = page.getByRole('button', { name: /Adicionar/ }).first();
    await expect(add).toHaveCSS('background-color', 'rgb(220, 40, 40)');
  } finally {
    await context.close();
    await setTheme('purple');
  }
});

test('the app takes over the served menu: no error, no repaint to a skeleton, the cart works', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  // Whether the menu's first product card ever left the page: the app must keep the served one.
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const first = document.querySelector('article');
      const w = window as unknown as { __servedCard?: Element | null };
      w.__servedCard = first;
    });
  });
  // A cart from an earlier visit: the server draws an empty one, the browser then shows this one.
  await page.addInitScript(() => {
    if (sessionStorage.getItem('seeded')) return;
    sessionStorage.setItem('seeded', '1');
    localStorage.setItem(
      'cart',
      JSON.stringify([
        {
          id: '5e1d0001-0000-4000-8000-000000000001',
          name: 'Pizza Margherita',
          price: 49.9,
          quantity: 2,
        },
      ]),
    );
  });
  const apiCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/rest/v1/products')) apiCalls.push(request.url());
  });
  await page.goto('/client');
  await expect(page.getByTestId('cart-count').first()).toHaveText('2');
  const cart = page.getByTestId('cart-count').first();
  await page.getByRole('button', { name: 'Adicionar Água Mineral 500 ml ao carrinho' }).click();
  await expect(cart).toHaveText('3');
  // Hydrated, not redrawn: the card the server sent is the one on screen.
  expect(
    await page.evaluate(() => {
      const w = window as unknown as { __servedCard?: Element | null };
      return Boolean(w.__servedCard) && w.__servedCard === document.querySelector('article');
    }),
  ).toBe(true);
  expect(errors).toEqual([]);
  // The menu came with the page: the first render did not wait for the products' request.
  await page.waitForLoadState('networkidle');
  expect(apiCalls.length).toBeLessThanOrEqual(1);
});

test("an open storefront follows the owner's new theme at once", async ({ page }) => {
  // The app is running once its realtime has joined the settings' channel (the server's reply to
  // that join on the socket): an idle network can come before the join on a loaded machine.
  const joined = new Promise<void>((resolve) => {
    page.on('websocket', (socket) =>
      socket.on('framereceived', ({ payload }) => {
        const frame = String(payload);
        if (
          frame.includes('company_settings') &&
          frame.includes('phx_reply') &&
          frame.includes('"ok"')
        )
          resolve();
      }),
    );
  });
  await page.goto('/client');
  await expect(page.getByRole('heading', { name: 'Pizza Margherita' })).toBeVisible();
  await joined;
  try {
    await setTheme('green');
    await expect.poll(() => page.evaluate(primary), { timeout: 10_000 }).toBe(GREEN_PRIMARY);
  } finally {
    await setTheme('purple');
  }
});

test('a tap on "Adicionar" while the app is still loading is not lost', async ({ page }) => {
  // The app's entry arrives late, as on a slow connection.
  await page.route('**/assets/index-*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.goto('/client', { waitUntil: 'commit' });
  const add = page.getByRole('button', { name: 'Adicionar Água Mineral 500 ml ao carrinho' });
  await expect(add).toBeVisible();
  // Until the app runs, the page's buttons say they are not ready (tests and tools wait for them).
  await expect(page.locator('#root')).toHaveAttribute('aria-disabled', 'true');
  await add.evaluate((button: HTMLElement) => button.click());
  await expect(page.getByTestId('cart-count').first()).toHaveText('1', { timeout: 15_000 });
  await expect(page.locator('#root')).not.toHaveAttribute('aria-disabled');
});
