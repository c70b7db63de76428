// The panel installs as an app: its manifest and service worker are the admin's only (a customer's
// phone gets neither), and the worker keeps the app shell so the panel opens without the network.
import { signInAsAdmin } from './support/sign-in.ts';
import { test, expect } from './support/test.ts';

test('the panel registers its worker and manifest, and opens from the cached shell offline', async ({
  context,
  page,
}) => {
  test.setTimeout(60_000);
  await signInAsAdmin(page);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard - Tempo Real' })).toBeVisible();

  const manifest = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(manifest).toBe('/manifest.webmanifest');
  const response = await page.request.get(manifest!);
  expect(response.headers()['content-type']).toBe('application/manifest+json');
  expect(await response.json()).toMatchObject({
    name: 'Comanda — Painel',
    start_url: '/dashboard',
    display: 'standalone',
  });

  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(scope).toBe(new URL('/', page.url()).href);
  // The shell and every built file it names are kept.
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const shell = await caches.match('/index.html');
        if (!shell) return 0;
        const assets = (await shell.text()).match(/\/assets\/[\w.-]+\.(?:js|css)/g) ?? [];
        const kept = await Promise.all(assets.map((asset) => caches.match(asset)));
        return kept.every(Boolean) ? assets.length : -1;
      }),
    )
    .toBeGreaterThan(5);
  // Nothing of the API is ever cached.
  const cachedApi = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    }
    return urls.filter((url) => /\/(rest|auth|realtime|storage)\//.test(new URL(url).pathname));
  });
  expect(cachedApi).toEqual([]);

  // No network: the installed panel still opens, from the worker's copy.
  await context.setOffline(true);
  try {
    await page.goto('/dashboard');
    await expect(page.getByText('Painel Delivery')).toBeVisible();
    // The owner's own menu, from the role this device last heard (the server can't be asked).
    const menu = page.getByRole('navigation', { name: 'Menu do painel' });
    await expect(menu.getByRole('link', { name: 'Equipe' })).toBeVisible();
  } finally {
    await context.setOffline(false);
  }
});

test("a customer's menu offers no install and registers no worker", async ({ page }) => {
  await page.goto('/client');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForTimeout(1_000);
  expect(await page.locator('link[rel="manifest"]').count()).toBe(0);
  expect(
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length),
  ).toBe(0);
});
