// The alarm that never lets an order wait (docs/order-lifecycle.md): while an order is pending the panel rings
// every few seconds, flashes its title and icon and shows a banner — from the server's list, so a
// stack restart and a reload neither lose nor double it — until the order is accepted; automatic
// printing prints an accepted order. (A browser that blocks sound: alarm-blocked-sound.spec.ts.)
import { placeOrder, printed, recordPrints, recordSounds, rings } from './support/panel.ts';
import { rest } from './support/admin-rest.ts';
import { signInAsAdmin } from './support/sign-in.ts';
import { test, expect } from './support/test.ts';
import { restartableStack } from './support/stacks.ts';

const suffix = () => Date.now().toString(36);

test('the alarm rings until the order is accepted, through a stack restart and a reload, never twice', async ({
  context,
  page,
}) => {
  test.setTimeout(180_000);
  // Its own stack on a fixed port, so it can restart at the same address; no other orders.
  const stack = await restartableStack();
  try {
    const { url } = stack;
    await recordSounds(context);
    // 'Aceitar' below opens no WhatsApp window (this device does not tell customers).
    await context.addInitScript(() => localStorage.setItem('notifyCustomerOnStatus', 'false'));
    await signInAsAdmin(page, { from: `${url}/login`, open: `${url}/dashboard` });
    await expect(page.getByText('Pedidos Recentes - Tempo Real')).toBeVisible();
    const banner = page.getByRole('alert', { name: 'Pedidos aguardando aceite' });
    await expect(banner).toHaveCount(0);
    const pageTitle = await page.title();
    const heading = page.getByRole('heading', { name: 'Dashboard - Tempo Real' });
    const headingBefore = await heading.boundingBox();

    const name = `Cliente Alarme ${suffix()}`;
    await placeOrder(url, stack.anonKey(), name);
    await expect(banner).toContainText('1 pedido aguardando aceite', { timeout: 10_000 });
    await expect(banner).toContainText(name);
    // The banner docks at the foot of the screen: the page the owner is using does not move.
    expect(await heading.boundingBox()).toEqual(headingBefore);
    const { y, height } = (await banner.boundingBox())!;
    expect(y + height).toBeCloseTo(page.viewportSize()!.height, 0);
    // The tab: '(1) Novo pedido!' and the page's own title in turn; the icon with its badge.
    await expect(page).toHaveTitle('(1) Novo pedido!');
    await expect(page).toHaveTitle(`(1) ${pageTitle}`);
    await expect
      .poll(() => page.locator('link[rel~="icon"]').getAttribute('href'))
      .toMatch(/^data:image\/png/);
    // It repeats: three rings within about ten seconds.
    await expect.poll(() => rings(page), { timeout: 15_000 }).toBeGreaterThanOrEqual(3);

    // The stack restarts: the order still waits, the alarm goes on, still for one order.
    expect(await stack.stop()).toBe(0);
    await stack.start();
    const beforeRestart = await rings(page);
    await expect.poll(() => rings(page), { timeout: 15_000 }).toBeGreaterThan(beforeRestart + 1);
    await expect(banner).toContainText('1 pedido aguardando aceite');

    // A reload: the same single order, ringing again at its own pace — not twice as often.
    await page.reload();
    await expect(banner).toContainText('1 pedido aguardando aceite', { timeout: 15_000 });
    await expect(banner).toContainText(name);
    await expect.poll(() => rings(page), { timeout: 10_000 }).toBeGreaterThanOrEqual(1);
    const start = await rings(page);
    await page.waitForTimeout(10_500);
    const inTenSeconds = (await rings(page)) - start;
    expect(inTenSeconds).toBeGreaterThanOrEqual(1);
    expect(inTenSeconds).toBeLessThanOrEqual(3);
    await expect(
      page.locator('[data-sonner-toast]').filter({ hasText: 'Novo pedido!' }),
    ).toHaveCount(0);

    // 'Aceitar' takes it: the banner goes, the title and icon come back, the ringing stops.
    await banner.getByRole('button', { name: /Aceitar/ }).click();
    await expect(
      page.locator('[data-sonner-toast]').filter({ hasText: 'Pedido em Preparação' }),
    ).toBeVisible();
    await expect(banner).toHaveCount(0);
    await expect(page).toHaveTitle(pageTitle);
    await expect(page.locator('link[rel~="icon"]')).toHaveAttribute('href', '/favicon.svg');
    const atAccept = await rings(page);
    await page.waitForTimeout(6_000);
    expect(await rings(page)).toBe(atAccept);
  } finally {
    await stack.remove();
  }
});

test('automatic printing prints both copies of an order accepted here and of one that arrives accepted', async ({
  context,
  page,
}) => {
  test.setTimeout(90_000);
  const base = process.env.E2E_BASE_URL!;
  const anonKey = process.env.E2E_ANON_KEY!;
  await recordPrints(context);
  await context.addInitScript(() => {
    localStorage.setItem('printerAutoPrint', 'true');
    localStorage.setItem('notifyCustomerOnStatus', 'false');
  });
  await signInAsAdmin(page, { from: `${base}/login`, open: `${base}/orders` });
  await expect(page.getByRole('heading', { name: 'Pedidos em Tempo Real' })).toBeVisible();

  // Accepted from this device: the two copies print, nothing else opens.
  const name = `Cliente Impressão ${suffix()}`;
  await placeOrder(base, anonKey, name);
  await page.getByRole('row').filter({ hasText: name }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Aceitar pedido' }).click();
  await expect.poll(() => printed(page)).toHaveLength(1);
  const [receipt] = await printed(page);
  expect(receipt).toContain('VIA DO CLIENTE');
  expect(receipt).toContain('VIA DO ENTREGADOR');
  expect(receipt).toContain(name);
  expect(context.pages()).toHaveLength(1);
  await dialog.getByRole('button', { name: 'Fechar' }).first().click();

  // The shop accepts every order by itself: the order arrives accepted, prints, never rings.
  const on = await rest('company_settings?id=eq.1', {
    method: 'PATCH',
    body: { auto_accept: true },
  });
  expect(on.ok).toBe(true);
  try {
    const auto = `Cliente Aceite Automático ${suffix()}`;
    await placeOrder(base, anonKey, auto);
    await expect
      .poll(async () => (await printed(page)).filter((text) => text.includes(auto)).length, {
        timeout: 10_000,
      })
      .toBe(1);
    await expect(page.getByRole('row').filter({ hasText: auto })).toContainText('Em preparo');
    await page.waitForTimeout(1_500);
    expect((await printed(page)).filter((text) => text.includes(auto))).toHaveLength(1);
  } finally {
    await rest('company_settings?id=eq.1', { method: 'PATCH', body: { auto_accept: false } });
  }
});
