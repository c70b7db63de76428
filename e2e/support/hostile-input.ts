// Hostile customer input (hostile-input.spec.ts): the payloads, the orders that carry them, and
// the proof that none of them ran or was parsed where the customer and the admin meet them.
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { expect } from './test.ts';
import { ordersOf } from './admin-rest.ts';
import { PRODUCTS } from './checkout.ts';
import { placeOrderAsCustomer } from './place-order.ts';
import { toast } from './toast.ts';

export const PAYLOADS = {
  img: '<img src=x onerror="window.__pwned=1">',
  script: '<script>window.__pwned=1</script>',
  svg: '"><svg onload=window.__pwned=1>',
  template: "{{constructor.constructor('window.__pwned=1')()}}",
  js: 'javascript:window.__pwned=1',
  // Must read '&lt;b&gt;' on screen: neither decoded to '<b>' nor escaped twice.
  entity: '&lt;b&gt;',
} as const;
export const ALL = Object.values(PAYLOADS).join(' ');

const SHOTS = path.resolve(import.meta.dirname, '..', '..', '.tmp');

export interface Hostile {
  name: string;
  phone: string;
  /** The one form the server stores a phone in, when it differs from what was typed. */
  storedPhone?: string;
  address: string;
  notes: string;
  itemNote: string;
}

export interface StoredOrder {
  id: string;
  order_number: string;
  customer_name: string;
  customer_phone: string;
  customer_address: string;
  notes: string | null;
  items: Array<{ notes?: string }>;
}

// --- proof that nothing ran or was parsed -------------------------------------------------------

/**
 * `window.__pwned` (which every payload would set) and the elements a payload would have made:
 * an inline on* handler, <img src=x>, a <script> mentioning __pwned (other than the served page's
 * JSON data), a javascript: link, or a <b> (the app renders none; '&lt;b&gt;' decoded twice and
 * parsed would make one).
 */
async function traces(page: Page) {
  return page.evaluate(() => {
    const found: string[] = [];
    for (const el of Array.from(document.querySelectorAll('*'))) {
      for (const attr of Array.from(el.attributes)) {
        if (/^on/i.test(attr.name)) found.push(`<${el.localName} ${attr.name}="${attr.value}">`);
        if (
          /^(href|src|action|formaction|xlink:href)$/i.test(attr.name) &&
          /^\s*javascript:/i.test(attr.value)
        ) {
          found.push(`<${el.localName} ${attr.name}="${attr.value}">`);
        }
      }
      if (el.localName === 'img' && el.getAttribute('src') === 'x') found.push('<img src=x>');
      // The served page's data block (src/lib/boot-data.ts) holds the order as JSON text, inert
      // (type application/json, no '<' in it): a payload that broke out of it would be another element.
      const dataBlock = el.id === 'comanda-boot' && el.getAttribute('type') === 'application/json';
      if (el.localName === 'script' && !dataBlock && el.textContent?.includes('__pwned'))
        found.push('<script>__pwned');
      if (el.localName === 'b') found.push(`<b>${el.textContent ?? ''}</b>`);
    }
    return { pwned: (window as unknown as { __pwned?: unknown }).__pwned, found };
  });
}

export async function expectClean(page: Page, where: string) {
  expect(await traces(page), `nothing from the payloads ran or was parsed on ${where}`).toEqual({
    pwned: undefined,
    found: [],
  });
}

/** The literal text, exactly, inside `scope`. */
export const exactText = (scope: Page | Locator, text: string) =>
  scope.getByText(text, { exact: true });

/** The order's customer strings, each visible verbatim in `scope`. */
export async function expectOrderText(scope: Locator, order: Hostile, { itemNote = true } = {}) {
  await expect(exactText(scope, order.name).first()).toBeVisible();
  await expect(exactText(scope, order.storedPhone ?? order.phone)).toBeVisible();
  await expect(exactText(scope, order.address)).toBeVisible();
  if (itemNote) {
    await expect(exactText(scope, `Obs.: ${order.itemNote}`)).toBeVisible();
    await expect(exactText(scope, order.notes)).toBeVisible();
  }
}

// --- data ---------------------------------------------------------------------------------------

export function storedOrders(name: string): Promise<StoredOrder[]> {
  return ordersOf<StoredOrder>(
    name,
    'id,order_number,customer_name,customer_phone,customer_address,notes,items',
  );
}

/** The longer payloads, through place_order as a customer's phone sends it. */
export function placeOrderRpc(order: Hostile): Promise<StoredOrder> {
  return placeOrderAsCustomer<StoredOrder>({
    customer_name: order.name,
    customer_phone: order.phone,
    customer_address: order.address,
    notes: order.notes,
    items: [{ product_id: PRODUCTS.margherita.id, quantity: 1, notes: order.itemNote }],
    payment_method: 'pix',
  });
}

/** Every customer string stored byte for byte: nothing stripped, escaped or decoded on the way. */
export function expectStoredVerbatim(stored: StoredOrder, order: Hostile) {
  expect(stored.customer_name).toBe(order.name);
  expect(stored.customer_phone).toBe(order.storedPhone ?? order.phone);
  expect(stored.customer_address).toBe(order.address);
  expect(stored.notes).toBe(order.notes);
  expect(stored.items.map((item) => item.notes)).toEqual([order.itemNote]);
}

// --- the admin's screens ------------------------------------------------------------------------

export const orderRow = (page: Page, orderNumber: string) =>
  page.getByRole('row', { name: `Abrir pedido #${orderNumber}`, exact: true });

/** The page as it is, toasts hidden for the picture (they sit on top of the dialog). */
export async function screenshotWithoutToasts(page: Page, file: string) {
  const toaster = page.locator('[data-sonner-toaster]');
  await toaster.evaluateAll((els) =>
    els.forEach((el) => ((el as HTMLElement).style.opacity = '0')),
  );
  await page.screenshot({ path: path.join(SHOTS, file) });
  await toaster.evaluateAll((els) => els.forEach((el) => ((el as HTMLElement).style.opacity = '')));
}

/** Prints from the open dialog and checks both copies of the receipt. */
export async function checkReceipt(page: Page, order: Hostile, shot?: string) {
  const dialog = page.getByRole('dialog');
  const printed = page.context().waitForEvent('page');
  await dialog.getByRole('button', { name: 'Imprimir' }).click();
  const receipt = await printed;
  // Sonner shows a toast for 4 s: checked before the slow look at the receipt below.
  await expect(toast(page, 'Imprimindo pedido').first()).toBeVisible();
  await expect(receipt.getByRole('heading', { name: 'VIA DO ENTREGADOR' })).toBeVisible();
  await expectClean(receipt, 'the printed receipt');
  for (const title of ['VIA DO CLIENTE', 'VIA DO ENTREGADOR']) {
    const copy = receipt
      .locator('section.copy')
      .filter({ has: receipt.getByRole('heading', { name: title, exact: true }) });
    await expect(copy, title).toHaveCount(1);
    await expect(exactText(copy, `Cliente: ${order.name}`), title).toBeVisible();
    await expect(
      exactText(copy, `Telefone: ${order.storedPhone ?? order.phone}`),
      title,
    ).toBeVisible();
    await expect(exactText(copy, `Endereço de entrega: ${order.address}`), title).toBeVisible();
    await expect(exactText(copy, `Obs.: ${order.itemNote}`), title).toBeVisible();
    await expect(exactText(copy, `Observações: ${order.notes}`), title).toBeVisible();
  }
  // The receipt's own markup: two copies, no image, no script at all, no svg.
  expect(await receipt.locator('section.copy').count()).toBe(2);
  expect(await receipt.locator('img, svg, script, iframe, object, embed').count()).toBe(0);
  await expectClean(receipt, 'the printed receipt');
  if (shot) await receipt.screenshot({ path: path.join(SHOTS, shot), fullPage: true });
  await receipt.close();
}
