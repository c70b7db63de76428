import type { BrowserContext, Page } from '@playwright/test';
import { test, expect } from './support/test.ts';
import { rest, setProductAvailable } from './support/admin-rest.ts';

// The customer's checkout: the cart becomes an order only through place_order, priced by the
// server; the WhatsApp hand-off follows the stored order. The stack is shared by the whole e2e run:
// whatever a test changes (product availability) is put back, and every order it creates carries a
// customer name of its own.

test.use({ viewport: { width: 390, height: 844 } });

const BUSINESS_NUMBER = '5511999999999';
const PRODUCTS = {
  margherita: { id: '5e1d0001-0000-4000-8000-000000000001', name: 'Pizza Margherita', price: 49.9 },
  pastel: { id: '5e1d0001-0000-4000-8000-000000000007', name: 'Pastel de Carne', price: 11.9 },
  soda: { id: '5e1d0001-0000-4000-8000-000000000008', name: 'Água Mineral 500 ml', price: 6.5 },
} as const;

type CartSeed = Array<{ id: string; name: string; price: number; quantity: number }>;

const uniqueName = (label: string) => `Cliente ${label} ${Date.now().toString(36)}`;

// --- the admin's REST access, to change the catalogue and to count orders ----------------------

async function ordersOf(customerName: string) {
  const res = await rest(
    `orders?select=id,order_number,total_amount,change_for,items,promo_code&customer_name=eq.${encodeURIComponent(customerName)}`,
  );
  expect(res.ok).toBe(true);
  return (await res.json()) as Array<{
    id: string;
    order_number: string;
    total_amount: number;
    change_for: number | null;
    promo_code: string | null;
  }>;
}

// --- the customer's side -----------------------------------------------------------------------

/** wa.me answered inside the browser: the test reads the popup's URL, nobody leaves the machine. */
async function stubWhatsApp(context: BrowserContext) {
  await context.route('https://wa.me/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<p>WhatsApp</p>' }),
  );
}

/** A cart written straight into localStorage, as a returning customer (or a tamperer) has it. */
async function seedCart(page: Page, cart: CartSeed) {
  await page.goto('/nao-existe');
  await page.evaluate((value) => localStorage.setItem('cart', value), JSON.stringify(cart));
  await page.goto('/client/checkout');
  await expect(page.getByRole('heading', { name: 'Finalizar Pedido' })).toBeVisible();
}

async function fillDelivery(page: Page, customerName: string, phone = '11987654321') {
  await page.getByLabel('Nome Completo').fill(customerName);
  await page.getByLabel('Telefone').pressSequentially(phone);
  await page.getByLabel('Rua').fill('Rua das Flores');
  await page.getByLabel('Número').fill('123');
  await page.getByLabel(/^Bairro\*?$/).fill('Centro');
}

const submitButton = (page: Page) => page.getByRole('button', { name: 'Finalizar Pedido' });
const storedCart = (page: Page) => page.evaluate(() => localStorage.getItem('cart'));
const toast = (page: Page, title: string) =>
  page.locator('[data-sonner-toast]').filter({ hasText: title });

/** Submits and returns the WhatsApp window's decoded message once it reaches wa.me. */
async function submitAndReadWhatsApp(page: Page, context: BrowserContext) {
  const popupOpened = context.waitForEvent('page');
  await submitButton(page).click();
  const popup = await popupOpened;
  await popup.waitForURL(/^https:\/\/wa\.me\//);
  const url = new URL(popup.url());
  await popup.close();
  return { number: url.pathname.slice(1), text: url.searchParams.get('text') ?? '' };
}

test.beforeEach(async ({ context }) => {
  await stubWhatsApp(context);
});

test('an empty cart at checkout goes back to the menu', async ({ page }) => {
  await page.goto('/client/checkout');
  await expect(page).toHaveURL(/\/client$/);
  await page.goto('/checkout');
  await expect(page).toHaveURL(/\/client$/);
});

test('checks required fields, the phone and the minimum order before sending anything', async ({
  page,
}) => {
  let rpcCalls = 0;
  await page.route('**/rest/v1/rpc/place_order', (route) => {
    rpcCalls += 1;
    return route.continue();
  });

  await seedCart(page, [{ ...PRODUCTS.soda, quantity: 1 }]);
  await submitButton(page).click();
  await expect(toast(page, 'Campos obrigatórios')).toContainText(
    'Por favor, preencha todos os campos obrigatórios.',
  );
  await expect(page.getByText('Informe seu nome completo.')).toBeVisible();
  await expect(page.getByLabel('Nome Completo')).toHaveAttribute('aria-invalid', 'true');

  await fillDelivery(page, uniqueName('validação'), '119876');
  await expect(page.getByLabel('Telefone')).toHaveValue('(11) 9876');
  await submitButton(page).click();
  await expect(
    page.getByText('Telefone inválido. Informe o DDD e o número, como (11) 98765-4321.'),
  ).toBeVisible();

  await page.getByLabel('Telefone').fill('');
  await page.getByLabel('Telefone').pressSequentially('11987654321');
  await expect(page.getByLabel('Telefone')).toHaveValue('(11) 98765-4321');
  // R$ 6,50 of items: below the shop's R$ 20,00 minimum (the fee does not count).
  await expect(page.getByText('Pedido mínimo: R$ 20,00')).toBeVisible();
  await submitButton(page).click();
  await expect(toast(page, 'Pedido mínimo não atingido')).toContainText(
    'O valor mínimo para pedidos é R$ 20,00',
  );
  expect(rpcCalls).toBe(0);
});

test('places an order: WhatsApp to the business, success page, cart cleared, order status', async ({
  page,
  context,
}) => {
  const customer = uniqueName('pedido');
  await page.goto('/client');
  const addPizza = page.getByRole('button', {
    name: `Adicionar ${PRODUCTS.margherita.name} ao carrinho`,
  });
  await addPizza.click();
  await addPizza.click();
  await page.getByRole('button', { name: `Adicionar ${PRODUCTS.soda.name} ao carrinho` }).click();
  await page.goto('/client/checkout');

  const summary = page.getByRole('complementary', { name: 'Resumo do pedido' });
  await expect(summary.getByRole('listitem').filter({ hasText: 'Pizza Margherita' })).toContainText(
    '2x',
  );
  await expect(summary).toContainText('Taxa de entrega');
  await expect(summary).toContainText('R$ 111,30');
  await expect(page.getByRole('radio', { name: /Pix/ })).toBeChecked();
  await fillDelivery(page, customer);
  await page.getByLabel('Observações').fill('Sem cebola, por favor');
  await page.locator('label').filter({ hasText: 'Dinheiro' }).click();
  await expect(page.getByRole('radio', { name: /Dinheiro/ })).toBeChecked();
  // Troco: the note the customer will pay with, so the courier brings the change.
  await page.getByLabel('Troco para quanto?').fill('150');

  const message = await submitAndReadWhatsApp(page, context);
  expect(message.number).toBe(BUSINESS_NUMBER);
  // The success page's heading says it; no toast covers it.
  await expect(page.getByRole('heading', { name: 'Pedido Recebido!' })).toBeVisible();
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
  const [stored] = await ordersOf(customer);
  expect(stored).toBeTruthy();
  expect(Number(stored!.total_amount)).toBe(111.3);
  expect(Number(stored!.change_for)).toBe(150);
  expect(message.text).toContain('Troco para R$ 150,00 — levar R$ 38,70');
  expect(message.text).toContain(`*Novo pedido #${stored!.order_number}*`);
  expect(message.text).toContain(`*Cliente:* ${customer}`);
  expect(message.text).toContain('2x Pizza Margherita — R$ 99,80');
  expect(message.text).toContain('*Pagamento:* Dinheiro');
  expect(message.text).toContain('*Taxa de entrega:* R$ 5,00');
  expect(message.text).toContain('*Total:* R$ 111,30');
  expect(message.text).toContain('*Observações:* Sem cebola, por favor');
  expect(message.text).toContain('Por favor, confirme o pedido.');

  await expect(page).toHaveURL(/\/client\/success$/);
  await expect(page.getByRole('heading', { name: 'Pedido Recebido!' })).toBeVisible();
  await expect(page.getByText(`#${stored!.order_number}`).first()).toBeVisible();
  await expect(page.getByText('R$ 111,30')).toBeVisible();
  expect(await storedCart(page)).toBeNull();

  await page.getByRole('link', { name: 'Acompanhar pedido' }).click();
  await expect(page).toHaveURL(new RegExp(`/client/pedido/${stored!.id}$`));
  await expect(
    page.getByRole('heading', { name: `Pedido #${stored!.order_number}` }),
  ).toBeVisible();
  await expect(page.getByText('Aguardando').first()).toBeVisible();

  // A reload of the success page keeps the generic message, without a number.
  await page.goto('/client/success');
  await expect(page.getByRole('heading', { name: 'Pedido Recebido!' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Acompanhar pedido' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Fazer Novo Pedido' })).toHaveAttribute(
    'href',
    '/client',
  );
});

test('a price tampered with in localStorage does not change what the order costs', async ({
  page,
  context,
}) => {
  const customer = uniqueName('preço');
  await seedCart(page, [{ ...PRODUCTS.margherita, price: 0.01, quantity: 1 }]);
  // The menu puts the real price back on screen; the server would charge it either way.
  await expect(page.getByRole('complementary', { name: 'Resumo do pedido' })).toContainText(
    'R$ 54,90',
  );
  await fillDelivery(page, customer);
  const message = await submitAndReadWhatsApp(page, context);
  const [stored] = await ordersOf(customer);
  expect(Number(stored!.total_amount)).toBe(54.9);
  expect(message.text).toContain('1x Pizza Margherita — R$ 49,90');
  expect(message.text).toContain('*Total:* R$ 54,90');
  await expect(page.getByRole('heading', { name: 'Pedido Recebido!' })).toBeVisible();
  await expect(page.getByText('R$ 54,90')).toBeVisible();
});

test('the server prices the order even when the menu cannot refresh the cart', async ({
  page,
  context,
}) => {
  const customer = uniqueName('preço offline');
  // The menu does not load, so the tampered prices stay on screen: R$ 20,00 of items, R$ 25,00 in all.
  await page.route('**/rest/v1/products?*', (route) => route.fulfill({ status: 500, body: '{}' }));
  await seedCart(page, [{ ...PRODUCTS.margherita, price: 10, quantity: 2 }]);
  await expect(page.getByRole('complementary', { name: 'Resumo do pedido' })).toContainText(
    'R$ 25,00',
  );
  await fillDelivery(page, customer);
  const message = await submitAndReadWhatsApp(page, context);
  expect(message.text).toContain('2x Pizza Margherita — R$ 99,80');
  expect(message.text).toContain('*Total:* R$ 104,80');
  await expect(page.getByText('R$ 104,80')).toBeVisible();
  const [stored] = await ordersOf(customer);
  expect(Number(stored!.total_amount)).toBe(104.8);
});

test('sends once however often it is clicked; a blocked WhatsApp window becomes a button', async ({
  page,
}) => {
  const customer = uniqueName('popup bloqueado');
  await page.addInitScript(() => {
    window.open = () => null;
  });
  let calls = 0;
  await page.route('**/rest/v1/rpc/place_order', async (route) => {
    calls += 1;
    await new Promise((resolve) => setTimeout(resolve, 600));
    await route.continue();
  });
  await seedCart(page, [{ ...PRODUCTS.margherita, quantity: 1 }]);
  await fillDelivery(page, customer);
  await submitButton(page).dblclick();
  await expect(page.getByRole('button', { name: 'Processando...' })).toBeDisabled();

  await expect(page.getByRole('heading', { name: 'Pedido Recebido!' })).toBeVisible();
  const [stored] = await ordersOf(customer);
  const link = page.getByRole('link', { name: 'Enviar pedido pelo WhatsApp' });
  await expect(link).toHaveAttribute(
    'href',
    new RegExp(`^https://wa\\.me/${BUSINESS_NUMBER}\\?text=`),
  );
  const text = new URL((await link.getAttribute('href'))!).searchParams.get('text');
  expect(text).toContain(`*Novo pedido #${stored!.order_number}*`);
  expect(calls).toBe(1);
  expect(await ordersOf(customer)).toHaveLength(1);
});

test('a promo code gives the discount the server applies', async ({ page, context }) => {
  const customer = uniqueName('cupom');
  await seedCart(page, [{ ...PRODUCTS.margherita, quantity: 2 }]);
  const summary = page.getByRole('complementary', { name: 'Resumo do pedido' });

  await page.getByLabel('Código promocional').fill('naoexiste');
  await page.getByRole('button', { name: 'Aplicar' }).click();
  await expect(page.getByText('Código promocional inválido.')).toBeVisible();

  await page.getByLabel('Código promocional').fill('bemvindo10');
  await page.getByRole('button', { name: 'Aplicar' }).click();
  await expect(summary.getByText('Desconto (BEMVINDO10)')).toBeVisible();
  await expect(summary).toContainText('-R$ 9,98');
  await expect(summary).toContainText('R$ 94,82');

  // Removable, and applicable again.
  await page.getByRole('button', { name: 'Remover código promocional' }).click();
  await expect(summary.getByText('Desconto (BEMVINDO10)')).toHaveCount(0);
  await expect(summary).toContainText('R$ 104,80');
  await page.getByLabel('Código promocional').fill('BEMVINDO10');
  await page.getByRole('button', { name: 'Aplicar' }).click();
  await expect(summary).toContainText('R$ 94,82');

  await fillDelivery(page, customer);
  const message = await submitAndReadWhatsApp(page, context);
  const [stored] = await ordersOf(customer);
  expect(Number(stored!.total_amount)).toBe(94.82);
  expect(stored!.promo_code).toBe('BEMVINDO10');
  expect(message.text).toContain('*Desconto (BEMVINDO10):* -R$ 9,98');
  expect(message.text).toContain('*Total:* R$ 94,82');
  await expect(page.getByText('R$ 94,82')).toBeVisible();
});

test('a product switched off meanwhile: the line is marked with Remover, nothing is ordered and the cart stays', async ({
  page,
}) => {
  const customer = uniqueName('indisponível');
  await seedCart(page, [{ ...PRODUCTS.pastel, quantity: 2 }]);
  await fillDelivery(page, customer);
  await setProductAvailable(PRODUCTS.pastel.id, false);
  try {
    // Whether the checkout's own check or the server finds it first, the customer sees the line
    // marked, with the way out beside it, and one toast saying so.
    await submitButton(page).click();
    const line = page
      .getByRole('complementary', { name: 'Resumo do pedido' })
      .getByRole('listitem')
      .filter({ hasText: 'Pastel de Carne' });
    await expect(line.getByText('Indisponível')).toBeVisible();
    await expect(line.getByRole('button', { name: 'Remover Pastel de Carne' })).toBeVisible();
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(1);
    await expect(page).toHaveURL(/\/client\/checkout$/);
    await expect(page.getByLabel('Nome Completo')).toHaveValue(customer);
    expect(JSON.parse((await storedCart(page)) ?? '[]')).toEqual([
      expect.objectContaining({ id: PRODUCTS.pastel.id, quantity: 2, unavailable: true }),
    ]);
    await expect(submitButton(page)).toBeEnabled();
    expect(await ordersOf(customer)).toHaveLength(0);
  } finally {
    await setProductAvailable(PRODUCTS.pastel.id, true);
  }
});

test('offline at submit: the error toast, cart and form kept; the retry makes exactly one order', async ({
  page,
  context,
}) => {
  const customer = uniqueName('offline');
  await seedCart(page, [{ ...PRODUCTS.margherita, quantity: 1 }]);
  await fillDelivery(page, customer);

  await context.setOffline(true);
  await submitButton(page).click();
  await expect(toast(page, 'Erro ao criar pedido')).toContainText(
    'Ocorreu um erro ao processar seu pedido. Tente novamente.',
  );
  await expect(page.getByLabel('Nome Completo')).toHaveValue(customer);
  expect(await storedCart(page)).not.toBeNull();
  await context.setOffline(false);

  const message = await submitAndReadWhatsApp(page, context);
  expect(message.text).toContain('*Total:* R$ 54,90');
  await expect(page.getByRole('heading', { name: 'Pedido Recebido!' })).toBeVisible();
  expect(await ordersOf(customer)).toHaveLength(1);
});

test('an answer lost on the way back: the retry gets the stored order, not a second one', async ({
  page,
  context,
}) => {
  const customer = uniqueName('resposta perdida');
  await seedCart(page, [{ ...PRODUCTS.margherita, quantity: 1 }]);
  await fillDelivery(page, customer);

  // The first call reaches the server, which stores the order; its answer never arrives.
  const keys: string[] = [];
  await page.route('**/rest/v1/rpc/place_order', async (route) => {
    keys.push((route.request().postDataJSON() as { idempotency_key: string }).idempotency_key);
    if (keys.length === 1) {
      await route.fetch();
      await route.abort('connectionreset');
    } else {
      await route.continue();
    }
  });
  await submitButton(page).click();
  await expect(toast(page, 'Erro ao criar pedido')).toBeVisible();
  expect(await ordersOf(customer)).toHaveLength(1);

  const message = await submitAndReadWhatsApp(page, context);
  const orders = await ordersOf(customer);
  expect(orders).toHaveLength(1);
  expect(keys).toHaveLength(2);
  expect(keys[1]).toBe(keys[0]);
  expect(message.text).toContain(`*Novo pedido #${orders[0]!.order_number}*`);
});

test('a malformed or unknown order id is answered politely', async ({ page }) => {
  await page.goto('/client/pedido/nao-e-um-pedido');
  await expect(page.getByRole('heading', { name: 'Não encontramos este pedido.' })).toBeVisible();
  await page.goto('/client/pedido/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { name: 'Não encontramos este pedido.' })).toBeVisible();
  await page.getByRole('link', { name: 'Voltar ao Cardápio' }).click();
  await expect(page).toHaveURL(/\/client$/);
});
