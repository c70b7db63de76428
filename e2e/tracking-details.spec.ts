import { test, expect } from './support/test.ts';
import { adminToken, rest } from './support/admin-rest.ts';
import { PHONE } from './support/devices.ts';
import { PRODUCTS } from './support/checkout.ts';
import {
  currentStep,
  isTracking,
  openTracking,
  placeOrder,
  setStatus,
  statusBadge,
} from './support/order-tracking.ts';

// What the customer's order page shows beyond its status: a pickup's address, a delivery's bairro
// and options, the Pix code; and the page served drawn before any JavaScript. The stack is shared
// by the worker's spec files: what a test changes in the shop is put back.

test.use({ viewport: PHONE });

const MARGHERITA = PRODUCTS.margherita.id;
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
