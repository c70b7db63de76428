import path from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from '@playwright/test';
import { test, expect } from './support/test.ts';
import { rest } from './support/admin-rest.ts';
import { signInAsAdmin } from './support/sign-in.ts';

// Hostile customer input: HTML, script and template payloads typed into every customer field are
// shown as text, never run or parsed, wherever the customer and the admin meet them: the checkout,
// the success and status pages, the dashboard and /orders tables, the order dialog, the WhatsApp
// texts and both copies of the printed receipt. One order goes through the storefront form (its
// limits: name 120, address 300, notes 500), one through place_order with the longer payloads and
// a phone with its country code (+55). The stack is shared by the e2e run: every order here
// carries a name of its own.

const PAYLOADS = {
  img: '<img src=x onerror="window.__pwned=1">',
  script: '<script>window.__pwned=1</script>',
  svg: '"><svg onload=window.__pwned=1>',
  template: "{{constructor.constructor('window.__pwned=1')()}}",
  js: 'javascript:window.__pwned=1',
  // Must read '&lt;b&gt;' on screen: neither decoded to '<b>' nor escaped twice.
  entity: '&lt;b&gt;',
} as const;
const ALL = Object.values(PAYLOADS).join(' ');

const MARGHERITA = '5e1d0001-0000-4000-8000-000000000001';
const PHONE = '11987654321';
const PHONE_SHOWN = '(11) 98765-4321';
const SHOTS = path.resolve(import.meta.dirname, '..', '.tmp');

interface Hostile {
  name: string;
  phone: string;
  /** The one form the server stores a phone in, when it differs from what was typed. */
  storedPhone?: string;
  address: string;
  notes: string;
  itemNote: string;
}

interface StoredOrder {
  id: string;
  order_number: string;
  customer_name: string;
  customer_phone: string;
  customer_address: string;
  notes: string | null;
  items: Array<{ notes?: string }>;
}

// --- the outside world --------------------------------------------------------------------------

/** wa.me (and api.whatsapp.com) answered inside the browser: the test reads the URL it was sent. */
async function stubWhatsApp(context: BrowserContext) {
  await context.route(/^https:\/\/(wa\.me|api\.whatsapp\.com)\//, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<p>WhatsApp</p>' }),
  );
}

async function customerContext(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: process.env.E2E_BASE_URL,
    viewport: { width: 390, height: 844 },
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
  });
  await context.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) =>
    route.abort('blockedbyclient'),
  );
  await stubWhatsApp(context);
  return context;
}

/** Runs `action`, waits for the WhatsApp window it opens, and returns its decoded `text`. */
async function whatsAppText(context: BrowserContext, action: () => Promise<void>) {
  const opened = context.waitForEvent('page');
  await action();
  const chat = await opened;
  await chat.waitForURL(/^https:\/\/(wa\.me|api\.whatsapp\.com)\//);
  const url = new URL(chat.url());
  await chat.close();
  return { number: url.pathname.slice(1), text: url.searchParams.get('text') ?? '' };
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

async function expectClean(page: Page, where: string) {
  expect(await traces(page), `nothing from the payloads ran or was parsed on ${where}`).toEqual({
    pwned: undefined,
    found: [],
  });
}

/** The literal text, exactly, inside `scope`. */
const exactText = (scope: Page | Locator, text: string) => scope.getByText(text, { exact: true });

/** The order's customer strings, each visible verbatim in `scope`. */
async function expectOrderText(scope: Locator, order: Hostile, { itemNote = true } = {}) {
  await expect(exactText(scope, order.name).first()).toBeVisible();
  await expect(exactText(scope, order.storedPhone ?? order.phone)).toBeVisible();
  await expect(exactText(scope, order.address)).toBeVisible();
  if (itemNote) {
    await expect(exactText(scope, `Obs.: ${order.itemNote}`)).toBeVisible();
    await expect(exactText(scope, order.notes)).toBeVisible();
  }
}

// --- data ---------------------------------------------------------------------------------------

async function storedOrders(name: string): Promise<StoredOrder[]> {
  const res = await rest(
    `orders?select=id,order_number,customer_name,customer_phone,customer_address,notes,items&customer_name=eq.${encodeURIComponent(name)}`,
  );
  expect(res.ok).toBe(true);
  return (await res.json()) as StoredOrder[];
}

async function placeOrderRpc(order: Hostile): Promise<StoredOrder> {
  const res = await fetch(`${process.env.E2E_BASE_URL}/rest/v1/rpc/place_order`, {
    method: 'POST',
    headers: { apikey: process.env.E2E_ANON_KEY ?? '', 'content-type': 'application/json' },
    body: JSON.stringify({
      customer_name: order.name,
      customer_phone: order.phone,
      customer_address: order.address,
      notes: order.notes,
      items: [{ product_id: MARGHERITA, quantity: 1, notes: order.itemNote }],
      payment_method: 'pix',
    }),
  });
  expect(res.ok, `place_order: ${res.status}`).toBe(true);
  return (await res.json()) as StoredOrder;
}

/** Every customer string stored byte for byte: nothing stripped, escaped or decoded on the way. */
function expectStoredVerbatim(stored: StoredOrder, order: Hostile) {
  expect(stored.customer_name).toBe(order.name);
  expect(stored.customer_phone).toBe(order.storedPhone ?? order.phone);
  expect(stored.customer_address).toBe(order.address);
  expect(stored.notes).toBe(order.notes);
  expect(stored.items.map((item) => item.notes)).toEqual([order.itemNote]);
}

// --- the admin's screens ------------------------------------------------------------------------

const toast = (page: Page, title: string) =>
  page.locator('[data-sonner-toast]').filter({ hasText: title });
const orderRow = (page: Page, orderNumber: string) =>
  page.getByRole('row', { name: `Abrir pedido #${orderNumber}`, exact: true });

/** The page as it is, toasts hidden for the picture (they sit on top of the dialog). */
async function screenshotWithoutToasts(page: Page, file: string) {
  const toaster = page.locator('[data-sonner-toaster]');
  await toaster.evaluateAll((els) =>
    els.forEach((el) => ((el as HTMLElement).style.opacity = '0')),
  );
  await page.screenshot({ path: path.join(SHOTS, file) });
  await toaster.evaluateAll((els) => els.forEach((el) => ((el as HTMLElement).style.opacity = '')));
}

/** Prints from the open dialog and checks both copies of the receipt. */
async function checkReceipt(page: Page, order: Hostile, shot?: string) {
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

test('hostile customer input is text everywhere: checkout, admin screens, WhatsApp and receipt', async ({
  browser,
  context,
  page,
}) => {
  test.setTimeout(90_000);
  const id = Date.now().toString(36);
  const P = PAYLOADS;
  // Within the checkout's limits (name 120, address 300, notes 500; item notes 200 on the server).
  const viaForm: Hostile = {
    name: `${P.img} ${P.template} ${id}`,
    phone: PHONE_SHOWN,
    // street, number - complement - neighbourhood: the one line the server writes.
    address: `Rua ${P.svg}, 123 - Apto ${P.script} - Bairro ${P.entity} ${P.js}`,
    notes: `${P.js} ${P.entity} ${P.script} ${P.img} ${P.svg} ${P.template}`,
    itemNote: `${P.svg} ${P.entity} ${P.img}`,
  };
  // Longer, through the RPC; the phone with the country code (the server refuses markup in it).
  const viaRpc: Hostile = {
    name: `${P.script} ${P.svg} ${P.js} ${id}`,
    phone: '+55 (11) 98765-4321',
    storedPhone: '(11) 98765-4321',
    address: `${ALL} - Rua ${P.entity}, 45`,
    notes: `${ALL} | ${ALL}`,
    itemNote: ALL,
  };

  // The admin watches the dashboard; new orders are announced there.
  await stubWhatsApp(context);
  await signInAsAdmin(page);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard - Tempo Real' })).toBeVisible();

  // ---- the customer: /client → add a pizza → checkout form ----
  const customer = await customerContext(browser);
  const shop = await customer.newPage();
  await shop.goto('/client');
  await shop.getByRole('button', { name: 'Adicionar Pizza Margherita ao carrinho' }).click();
  // The storefront has no field for a line's note; a saved cart can carry one (cart-math keeps it).
  await shop.evaluate((note) => {
    const cart = JSON.parse(localStorage.getItem('cart') ?? '[]') as Array<{ notes?: string }>;
    cart[0]!.notes = note;
    localStorage.setItem('cart', JSON.stringify(cart));
  }, viaForm.itemNote);
  await shop.goto('/client/checkout');
  const summary = shop.getByRole('complementary', { name: 'Resumo do pedido' });
  await expect(exactText(summary, `Obs.: ${viaForm.itemNote}`)).toBeVisible();

  await shop.getByLabel('Nome Completo').fill(viaForm.name);
  // The structured address; the server writes it on one line as viaForm.address.
  await shop.getByLabel('Rua').fill(`Rua ${P.svg}`);
  await shop.getByLabel('Número').fill('123');
  await shop.getByLabel('Complemento').fill(`Apto ${P.script}`);
  await shop.getByLabel(/^Bairro\*?$/).fill(`Bairro ${P.entity} ${P.js}`);
  await shop.getByLabel('Observações').fill(viaForm.notes);
  await expect(shop.getByLabel('Nome Completo')).toHaveValue(viaForm.name);
  await expect(shop.getByLabel('Rua')).toHaveValue(`Rua ${P.svg}`);
  await expect(shop.getByLabel('Observações')).toHaveValue(viaForm.notes);

  // The phone: a payload is masked to its digits and refused in pt-BR; nothing is sent or stored.
  let rpcCalls = 0;
  await shop.route('**/rest/v1/rpc/place_order', (route) => {
    rpcCalls += 1;
    return route.continue();
  });
  const phone = shop.getByLabel('Telefone');
  await phone.pressSequentially(P.svg);
  await expect(phone).toHaveValue('(1');
  await shop.getByRole('button', { name: 'Finalizar Pedido' }).click();
  await expect(
    shop.getByText('Telefone inválido. Informe o DDD e o número, como (11) 98765-4321.'),
  ).toBeVisible();
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  expect(rpcCalls).toBe(0);
  expect(await storedOrders(viaForm.name)).toHaveLength(0);
  await expectClean(shop, 'the checkout');

  await phone.fill('');
  await phone.pressSequentially(PHONE);
  await expect(phone).toHaveValue(PHONE_SHOWN);
  const handOff = await whatsAppText(customer, () =>
    shop.getByRole('button', { name: 'Finalizar Pedido' }).click(),
  );
  expect(rpcCalls).toBe(1);
  expect(handOff.text).toContain(`*Cliente:* ${viaForm.name}\n`);
  expect(handOff.text).toContain(`*Telefone:* ${viaForm.phone}\n`);
  expect(handOff.text).toContain(`*Endereço:* ${viaForm.address}\n`);
  expect(handOff.text).toContain(`  Obs.: ${viaForm.itemNote}\n`);
  expect(handOff.text).toContain(`*Observações:* ${viaForm.notes}\n`);

  const [formOrder] = await storedOrders(viaForm.name);
  expect(formOrder, 'the form order is stored').toBeTruthy();
  expectStoredVerbatim(formOrder!, viaForm);

  // Success and status pages: they show number and status only, and nothing ran on the way.
  await expect(shop.getByRole('heading', { name: 'Pedido Recebido!' })).toBeVisible();
  await expect(shop.getByText(`#${formOrder!.order_number}`).first()).toBeVisible();
  await expectClean(shop, 'the success page');
  await shop.getByRole('link', { name: 'Acompanhar pedido' }).click();
  await expect(shop).toHaveURL(new RegExp(`/client/pedido/${formOrder!.id}$`));
  await expect(
    shop.getByRole('heading', { name: `Pedido #${formOrder!.order_number}` }),
  ).toBeVisible();
  await expectClean(shop, 'the order status page');

  // ---- the admin: the new-order alert and its confirmation to the customer ----
  const alert = toast(page, 'Novo pedido!').filter({ hasText: viaForm.name });
  await expect(alert).toBeVisible({ timeout: 10_000 });
  await expect(alert).toContainText(`#${formOrder!.order_number} · ${viaForm.name} · R$`);
  const confirmation = await whatsAppText(context, () =>
    alert.getByRole('button', { name: 'Confirmar com cliente' }).click(),
  );
  expect(confirmation.number).toBe(`55${PHONE}`);
  expect(confirmation.text).toContain(`Olá ${viaForm.name}! Recebemos seu pedido`);

  // 'Pedidos Recentes': the row, then its dialog.
  const dashRow = orderRow(page, formOrder!.order_number);
  await expect(dashRow).toBeVisible({ timeout: 10_000 });
  await expectOrderText(dashRow, viaForm, { itemNote: false });
  await dashRow.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: `#${formOrder!.order_number}` })).toBeVisible();
  await expectClean(page, 'the dashboard and its order dialog');
  await expectOrderText(dialog, viaForm);
  await expect(dialog).toContainText(`${viaForm.name} · `);
  await expectClean(page, 'the dashboard and its order dialog');
  await screenshotWithoutToasts(page, 'hostile-dialog.png');

  await checkReceipt(page, viaForm, 'hostile-receipt.png');

  // A status change from the dashboard tells the customer, by name.
  const toCustomer = await whatsAppText(context, () =>
    dialog.getByRole('button', { name: 'Aceitar pedido' }).click(),
  );
  expect(toCustomer.number).toBe(`55${PHONE}`);
  expect(toCustomer.text).toContain(
    `Olá ${viaForm.name}! Seu pedido #${formOrder!.order_number} está sendo preparado.`,
  );
  await dialog.getByRole('button', { name: 'Fechar' }).first().click();
  await expect(dialog).toHaveCount(0);

  // ---- the longer payloads through place_order ----
  const rpcOrder = await placeOrderRpc(viaRpc);
  expectStoredVerbatim(rpcOrder, viaRpc);
  const rpcAlert = toast(page, 'Novo pedido!').filter({ hasText: viaRpc.name });
  await expect(rpcAlert).toBeVisible({ timeout: 10_000 });
  const rpcConfirmation = await whatsAppText(context, () =>
    rpcAlert.getByRole('button', { name: 'Confirmar com cliente' }).click(),
  );
  expect(rpcConfirmation.text).toContain(`Olá ${viaRpc.name}! Recebemos seu pedido`);
  const rpcDashRow = orderRow(page, rpcOrder.order_number);
  await expect(rpcDashRow).toBeVisible({ timeout: 10_000 });
  await expectOrderText(rpcDashRow, viaRpc, { itemNote: false });
  await expectClean(page, 'the dashboard with the RPC order');

  // ---- /orders: both rows; the RPC order's dialog, contact WhatsApp and receipt ----
  await page.goto('/orders');
  await expect(page.getByRole('heading', { name: 'Pedidos em Tempo Real' })).toBeVisible();
  await expectOrderText(orderRow(page, formOrder!.order_number), viaForm, { itemNote: false });
  const ordersRow = orderRow(page, rpcOrder.order_number);
  await expectOrderText(ordersRow, viaRpc, { itemNote: false });
  await ordersRow.click();
  await expect(dialog.getByRole('heading', { name: `#${rpcOrder.order_number}` })).toBeVisible();
  await expectClean(page, '/orders and its order dialog');
  await expectOrderText(dialog, viaRpc);
  await dialog.getByLabel('Mensagem para o cliente').fill(P.img);
  const contact = await whatsAppText(context, () =>
    dialog.getByRole('button', { name: 'WhatsApp', exact: true }).click(),
  );
  expect(contact.number).toBe(`55${PHONE}`);
  expect(contact.text).toBe(
    `Olá ${viaRpc.name}, sobre seu pedido #${rpcOrder.order_number}: ${P.img}`,
  );
  await expectClean(page, '/orders and its order dialog');
  await checkReceipt(page, viaRpc);
  await expectClean(page, '/orders after printing');

  // The customer's status page of the RPC order, too.
  await shop.goto(`/client/pedido/${rpcOrder.id}`);
  await expect(
    shop.getByRole('heading', { name: `Pedido #${rpcOrder.order_number}` }),
  ).toBeVisible();
  await expectClean(shop, 'the RPC order status page');
  await customer.close();
});
