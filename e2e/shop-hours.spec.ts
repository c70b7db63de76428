import type { Browser, BrowserContext, Page } from '@playwright/test';
import { test, expect } from './support/test.ts';
import { chooseOption } from './support/select.ts';
import { ordersOf, rest } from './support/admin-rest.ts';
import { signInAsAdmin } from './support/sign-in.ts';
import { anotherDevice, PHONE } from './support/devices.ts';
import { toast } from './support/toast.ts';
import {
  countPlaceOrderCalls,
  fillPerson,
  orderSummary,
  PRODUCTS,
  submitButton,
  uniqueName,
} from './support/checkout.ts';
import {
  patchSettings,
  restoreShopRulesAfterEach,
  setHours,
  weekdayInShop,
} from './support/shop-rules.ts';

// Running the shop, on a 390 px phone: opening hours and pause (the storefront says so, the
// checkout sends nothing, the server refuses anyway) and the owner's week. The stack is shared by
// the worker's spec files: every test puts the shop back as it found it (afterEach).

test.use({ viewport: PHONE });

const WEEKDAYS = ['domingo', 'segunda', 'terça', 'quarta', 'quinta', 'sexta', 'sábado'];

const banner = (page: Page) => page.getByTestId('shop-status-banner');

/** The customer's phone, beside the owner's. */
async function customerPage(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await anotherDevice(browser, {
    viewport: PHONE,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
  });
  return { context, page: await context.newPage() };
}

restoreShopRulesAfterEach();

test('closed: the menu and the cart work, the checkout explains and sends nothing, the server refuses', async ({
  page,
}) => {
  // Open only three days from now, at midnight: closed now.
  const opensOn = (weekdayInShop() + 3) % 7;
  await setHours([{ weekday: opensOn, opens_at: '00:00', closes_at: '01:00' }]);
  const expected = `Fechado agora · abre ${WEEKDAYS[opensOn]} às 00:00`;

  await page.goto('/client');
  await expect(banner(page)).toHaveText(expected);
  // Browsable and fillable.
  await page
    .getByRole('button', { name: `Adicionar ${PRODUCTS.margherita.name} ao carrinho` })
    .click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');

  const placeOrderCalls = await countPlaceOrderCalls(page);
  await page.goto('/client/checkout');
  await expect(banner(page)).toHaveText(expected);
  await fillPerson(page, uniqueName('fechado'));
  await page.getByLabel('Rua').fill('Rua das Flores');
  await page.getByLabel('Número').fill('10');
  await page.getByLabel(/^Bairro\*?$/).fill('Centro');
  await expect(orderSummary(page).getByRole('status')).toContainText(expected);
  await expect(submitButton(page)).toHaveAttribute('aria-disabled', 'true');
  // aria-disabled, not disabled: a tap still says why (Playwright taps it with force).
  await submitButton(page).click({ force: true });
  await expect(toast(page, 'Loja fechada')).toContainText(expected);
  // Enter in a field does not send it either.
  await page.getByLabel('Número').press('Enter');
  await page.waitForTimeout(300);
  expect(placeOrderCalls()).toBe(0);

  // Bypassing the page: the server refuses with shop_closed, in pt-BR.
  const direct = await page.request.post(`${process.env.E2E_BASE_URL}/rest/v1/rpc/place_order`, {
    headers: {
      apikey: process.env.E2E_ANON_KEY ?? '',
      authorization: `Bearer ${process.env.E2E_ANON_KEY ?? ''}`,
      'content-type': 'application/json',
    },
    data: {
      customer_name: 'Direto na API',
      customer_phone: '11987654321',
      customer_address: 'Rua das Flores, 10',
      items: [{ product_id: PRODUCTS.margherita.id, quantity: 1 }],
      payment_method: 'pix',
    },
  });
  expect(direct.status()).toBe(400);
  expect(await direct.json()).toMatchObject({
    code: 'P0001',
    details: 'shop_closed',
    message: 'A loja está fechada agora e não está recebendo pedidos.',
  });
  expect(await ordersOf('Direto na API', 'id')).toEqual([]);

  // Open again (no hours: always open): the checkout takes the order.
  await setHours([]);
  await page.reload();
  await expect(banner(page)).toHaveCount(0);
  await expect(submitButton(page)).not.toHaveAttribute('aria-disabled', 'true');
});

test('the owner pauses new orders from a phone; the storefront says so at once; "Reabrir" ends it', async ({
  page,
  browser,
}) => {
  const customer = await customerPage(browser);
  try {
    await customer.page.goto('/client');
    await expect(customer.page.getByRole('heading', { name: 'Cardápio' })).toBeVisible();
    await expect(banner(customer.page)).toHaveCount(0);

    await signInAsAdmin(page);
    await page.goto('/dashboard');
    const control = page.getByRole('button', { name: /^Recebimento de pedidos/ });
    await expect(control).toHaveAccessibleName('Recebimento de pedidos: Aberto');
    await control.click();
    await page.getByRole('menuitem', { name: '15 minutos' }).click();

    const strip = page.getByRole('status').filter({ hasText: 'Pedidos pausados' });
    await expect(strip).toContainText('Pedidos pausados · 15 min');
    await expect(control).toHaveAccessibleName('Recebimento de pedidos: Pausado · 15 min');
    // Stored in the database: every device agrees.
    const stored = await (await rest('company_settings?select=paused_until')).json();
    const until = Date.parse((stored as Array<{ paused_until: string }>)[0]!.paused_until);
    expect(until - Date.now()).toBeGreaterThan(13 * 60_000);
    expect(until - Date.now()).toBeLessThanOrEqual(15 * 60_000);

    // The customer's menu hears of it through realtime, without a reload.
    await expect(banner(customer.page)).toHaveText('Pausado · voltamos em 15 min', {
      timeout: 10_000,
    });

    await page.getByRole('button', { name: 'Reabrir' }).click();
    await expect(strip).toHaveCount(0);
    await expect(control).toHaveAccessibleName('Recebimento de pedidos: Aberto');
    await expect(banner(customer.page)).toHaveCount(0, { timeout: 10_000 });

    // Until reopened by hand.
    await control.click();
    await page.getByRole('menuitem', { name: 'Até eu reabrir' }).click();
    await expect(strip).toContainText('Pedidos pausados');
    await expect(control).toHaveAccessibleName('Recebimento de pedidos: Pausado');
    await expect(banner(customer.page)).toHaveText('Pausado no momento', { timeout: 10_000 });
    await page.getByRole('button', { name: 'Reabrir' }).click();
    await expect(banner(customer.page)).toHaveCount(0, { timeout: 10_000 });
  } finally {
    await customer.context.close();
  }
});

test('the owner sets the week: a night past midnight, a refused overlap, a day copied', async ({
  page,
}) => {
  await signInAsAdmin(page);
  await page.goto('/hours');
  await expect(page.getByRole('heading', { name: 'Horário de Funcionamento' })).toBeVisible();
  await expect(page.getByText('Nenhum horário cadastrado')).toBeVisible();

  await page.getByRole('switch', { name: 'Segunda-feira: aberto' }).click();
  const mondayCloses = page.getByLabel('Segunda-feira: fecha às (horário 1)');
  await mondayCloses.fill('');
  await mondayCloses.pressSequentially('0200');
  await expect(mondayCloses).toHaveValue('02:00');
  await expect(page.getByText('até 02:00 do dia seguinte')).toBeVisible();

  await page.getByRole('switch', { name: 'Terça-feira: aberto' }).click();
  await page.getByLabel('Terça-feira: abre às (horário 1)').fill('01:00');
  await page.getByLabel('Terça-feira: fecha às (horário 1)').fill('03:00');
  await page.getByRole('button', { name: 'Salvar horários' }).click();
  await expect(page.getByText('Este horário se sobrepõe a 18:00–02:00 de segunda.')).toBeVisible();
  await expect(page.getByLabel('Terça-feira: abre às (horário 1)')).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await page.getByRole('button', { name: 'Remover horário 1 de Terça-feira' }).click();

  await page.getByRole('button', { name: 'Copiar Segunda-feira para outros dias' }).click();
  const dialog = page.getByRole('dialog', { name: 'Copiar Segunda-feira' });
  await dialog.getByRole('button', { name: 'Segunda a sexta' }).click();
  await dialog.getByRole('button', { name: 'Copiar' }).click();
  await expect(page.getByLabel('Sexta-feira: fecha às (horário 1)')).toHaveValue('02:00');

  await chooseOption(
    page,
    page.getByRole('combobox', { name: 'Fuso horário' }),
    'Amazonas (UTC−4)',
  );
  await page.getByRole('button', { name: 'Salvar horários' }).click();
  await expect(toast(page, 'Horários salvos')).toBeVisible();

  const rows = (await (
    await rest('opening_hours?select=weekday,opens_at,closes_at&order=weekday')
  ).json()) as unknown[];
  expect(rows).toEqual(
    [1, 2, 3, 4, 5].map((weekday) => ({ weekday, opens_at: '18:00:00', closes_at: '02:00:00' })),
  );
  const [shop] = (await (await rest('company_settings?select=timezone')).json()) as Array<{
    timezone: string;
  }>;
  expect(shop!.timezone).toBe('America/Manaus');
  await patchSettings({ timezone: 'America/Sao_Paulo' });
});
