import type { Page, Request } from '@playwright/test';
import { test, expect } from './support/test.ts';
import { adminToken, rest } from './support/admin-rest.ts';

// The customer's order page on a phone, following the order the shop moves from its panel (the
// staff RPC set_order_status, as the panel calls it): every change shows without a reload, a
// cancellation with its reason, and the page stops asking once the order is over. The stack is
// shared by the whole e2e run: what a test changes in the shop is put back.

test.use({ viewport: { width: 390, height: 844 } });

const MARGHERITA = '5e1d0001-0000-4000-8000-000000000001';
const SODA = '5e1d0001-0000-4000-8000-000000000008';
const suffix = () => Date.now().toString(36);

interface PlaceOptions {
  fulfillment?: 'delivery' | 'pickup';
  deliveryZoneId?: string;
  items?: unknown[];
  paymentMethod?: string;
}

/** An order as the storefront places it (anon, place_order); its id and number. */
async function placeOrder(options: PlaceOptions = {}) {
  const res = await fetch(`${process.env.E2E_BASE_URL}/rest/v1/rpc/place_order`, {
    method: 'POST',
    headers: {
      apikey: process.env.E2E_ANON_KEY ?? '',
      authorization: `Bearer ${process.env.E2E_ANON_KEY ?? ''}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({
      customer_name: `Cliente acompanha ${suffix()}`,
      customer_phone: '(11) 98765-4321',
      customer_address: 'Rua das Flores, 10',
      items: options.items ?? [
        { product_id: MARGHERITA, quantity: 1 },
        { product_id: SODA, quantity: 2 },
      ],
      payment_method: options.paymentMethod ?? 'cash',
      ...(options.fulfillment ? { fulfillment: options.fulfillment } : {}),
      ...(options.deliveryZoneId ? { delivery_zone_id: options.deliveryZoneId } : {}),
    }),
  });
  expect(res.ok, `place_order: ${res.status} ${await res.clone().text()}`).toBe(true);
  return (await res.json()) as { id: string; order_number: string };
}

/** The shop moves the order, as its panel does; returns when the server has stored it. */
async function setStatus(token: string, orderId: string, status: string, reason?: string) {
  const res = await fetch(`${process.env.E2E_BASE_URL}/rest/v1/rpc/set_order_status`, {
    method: 'POST',
    headers: {
      apikey: process.env.E2E_ANON_KEY ?? '',
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ order_id: orderId, status, ...(reason ? { reason } : {}) }),
  });
  expect(res.ok, `set_order_status ${status}`).toBe(true);
}

const currentStep = (page: Page) => page.locator('[aria-current="step"]');
const steps = (page: Page) => page.getByRole('list', { name: 'Andamento do pedido' });
const statusBadge = (page: Page) => page.locator('[data-slot="badge"][aria-live="polite"]');
const isTracking = (request: Request) => request.url().includes('/rest/v1/rpc/get_order_status');

/** Opens the page and marks the document: a reload would lose the mark. */
async function openTracking(page: Page, orderId: string, orderNumber: string) {
  await page.goto(`/client/pedido/${orderId}`);
  await expect(page.getByRole('heading', { name: `Pedido #${orderNumber}` })).toBeVisible();
  await page.evaluate(
    () => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true),
  );
}

const sameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);

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

const SEED_ADDRESS = 'Avenida Paulista, 1578 - Bela Vista, São Paulo - SP, 01310-200';

test("a pickup order shows the shop's address and Pronto para retirada; a delivery its bairro and options", async ({
  page,
}) => {
  test.setTimeout(60_000);
  const token = await adminToken();
  const zoneId = crypto.randomUUID();
  const groupId = crypto.randomUUID();
  const baconId = crypto.randomUUID();
  // The shop's address is set here: other specs change it on the shared stack.
  const settings = await rest('company_settings?id=eq.1', {
    method: 'PATCH',
    body: { accepts_pickup: true, company_address: SEED_ADDRESS },
  });
  expect(settings.ok).toBe(true);
  try {
    const pickup = await placeOrder({ fulfillment: 'pickup' });
    await openTracking(page, pickup.id, pickup.order_number);
    await expect(page.getByRole('heading', { name: 'Retirada no local' })).toBeVisible();
    await expect(page.getByText('Avenida Paulista, 1578 - Bela Vista')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ver no mapa' })).toHaveAttribute(
      'href',
      /google\.com\/maps/,
    );
    await expect(page.getByText('Taxa de entrega')).toHaveCount(0);
    await expect(page.getByText('A pagar na retirada')).toBeVisible();
    await setStatus(token, pickup.id, 'processing');
    await setStatus(token, pickup.id, 'ready_for_pickup');
    await expect(currentStep(page)).toContainText('Pronto para retirada', { timeout: 8_000 });
    await expect(currentStep(page)).toContainText('pode vir buscar');

    // A delivery to a bairro, with an option on the pizza.
    for (const [path, body] of [
      ['delivery_zones', { id: zoneId, name: 'Bela Vista', fee: 7, estimated_time: '40-50' }],
      ['option_groups', { id: groupId, name: 'Adicionais', min_select: 0, max_select: 3 }],
      ['options', { id: baconId, group_id: groupId, name: 'Borda de catupiry', price: 8 }],
      ['product_option_groups', { product_id: MARGHERITA, group_id: groupId }],
    ] as const) {
      const res = await rest(path, { method: 'POST', body });
      expect(res.ok, `${path}: ${await res.text()}`).toBe(true);
    }
    const delivery = await placeOrder({
      deliveryZoneId: zoneId,
      items: [{ product_id: MARGHERITA, quantity: 1, options: [{ option_id: baconId }] }],
    });
    await openTracking(page, delivery.id, delivery.order_number);
    await expect(page.getByRole('heading', { name: 'Entrega', exact: true })).toBeVisible();
    await expect(page.getByText('Bela Vista')).toBeVisible();
    const items = page.getByRole('region', { name: 'Itens do pedido' });
    await expect(items).toContainText('1 x Pizza Margherita');
    await expect(items.getByText('Adicionais: Borda de catupiry')).toBeVisible();
    await expect(page.getByText('R$ 7,00')).toBeVisible();
    await expect(page.getByText('R$ 64,90')).toBeVisible();
  } finally {
    await rest(`product_option_groups?group_id=eq.${groupId}`, { method: 'DELETE' });
    await rest(`option_groups?id=eq.${groupId}`, { method: 'DELETE' });
    await rest(`delivery_zones?id=eq.${zoneId}`, { method: 'DELETE' });
    await rest('company_settings?id=eq.1', { method: 'PATCH', body: { accepts_pickup: false } });
  }
});

test('an unknown order says so', async ({ page }) => {
  const response = await page.goto(`/client/pedido/${crypto.randomUUID()}`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Não encontramos este pedido.' })).toBeVisible();
});

test('the link opens drawn before any JavaScript, then the app takes over the same page and follows the order', async ({
  browser,
  baseURL,
  page,
}) => {
  test.setTimeout(60_000);
  const pixKey = await rest('company_settings?id=eq.1', {
    method: 'PATCH',
    body: {
      pix_key_type: 'cnpj',
      pix_key: '11222333000181',
      pix_merchant_name: 'Delivery Rapido',
      pix_merchant_city: 'Sao Paulo',
    },
  });
  expect(pixKey.ok).toBe(true);
  try {
    const token = await adminToken();
    const order = await placeOrder({ paymentMethod: 'pix' });

    // The link as a phone with JavaScript off gets it: the order, its steps, items and Pix code.
    const noScript = await browser.newContext({
      baseURL,
      viewport: { width: 390, height: 844 },
      javaScriptEnabled: false,
    });
    try {
      const drawn = await noScript.newPage();
      await drawn.goto(`/client/pedido/${order.id}`);
      await expect(
        drawn.getByRole('heading', { name: `Pedido #${order.order_number}` }),
      ).toBeVisible();
      await expect(statusBadge(drawn)).toHaveText('Aguardando');
      await expect(currentStep(drawn)).toContainText('Pedido recebido');
      await expect(drawn.getByRole('region', { name: 'Itens do pedido' })).toContainText(
        '1 x Pizza Margherita',
      );
      await expect(drawn.getByRole('textbox', { name: 'Pix copia e cola' })).toHaveValue(/^000201/);
    } finally {
      await noScript.close();
    }

    // With JavaScript: the served heading stays (hydrated, not redrawn), nothing moves, no error.
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.addInitScript(() => {
      const w = window as unknown as { __served?: Element | null; __shift: number };
      w.__shift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number }>)
          w.__shift += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
      document.addEventListener('DOMContentLoaded', () => {
        w.__served = document.querySelector('h1');
      });
    });
    let asked = 0;
    page.on('request', (request) => isTracking(request) && asked++);
    await page.goto(`/client/pedido/${order.id}`);
    await expect(page.locator('#root:not([aria-disabled])')).toHaveCount(1);
    // The order came with the page: the app asks for it again only at its next poll.
    expect(asked).toBe(0);
    await expect(page.getByRole('img', { name: /QR Code do Pix/ })).toBeVisible();
    expect(
      await page.evaluate(
        () =>
          (window as unknown as { __served?: Element | null }).__served ===
          document.querySelector('h1'),
      ),
    ).toBe(true);
    // On a phone the code to copy comes before the QR code (a phone cannot scan itself).
    const copy = await page.getByRole('button', { name: 'Copiar código Pix' }).boundingBox();
    const qr = await page.getByRole('img', { name: /QR Code do Pix/ }).boundingBox();
    expect(copy!.y).toBeLessThan(qr!.y);
    expect(await page.evaluate(() => (window as unknown as { __shift: number }).__shift)).toBe(0);
    expect(errors).toEqual([]);

    // And it follows the order live from there.
    await setStatus(token, order.id, 'processing');
    await expect(statusBadge(page)).toHaveText('Em preparo', { timeout: 8_000 });
  } finally {
    await rest('company_settings?id=eq.1', {
      method: 'PATCH',
      body: { pix_key: null, pix_key_type: null, pix_merchant_name: null, pix_merchant_city: null },
    });
  }
});
