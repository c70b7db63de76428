import { setProductAvailable } from './support/admin-rest.ts';
import { toast } from './support/toast.ts';
import { test, expect } from './support/test.ts';
import {
  BUSINESS_NUMBER,
  customerOnAPhone,
  fillDelivery,
  openCheckoutWithCart,
  placedOrders,
  PRODUCTS,
  storedCart,
  submitAndReadWhatsApp,
  submitButton,
  uniqueName,
} from './support/checkout.ts';

// The checkout when something goes wrong: a double click, a blocked WhatsApp window, a product
// switched off meanwhile, no network, an answer lost on the way back. Nothing is ordered twice and
// nothing the customer typed is lost. The stack is shared by the worker's spec files: whatever a
// test changes (product availability) is put back, and every order carries a name of its own.

customerOnAPhone();

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
  await openCheckoutWithCart(page, [{ ...PRODUCTS.margherita, quantity: 1 }]);
  await fillDelivery(page, customer);
  await submitButton(page).dblclick();
  await expect(page.getByRole('button', { name: 'Processando...' })).toBeDisabled();

  await expect(page.getByRole('heading', { name: 'Pedido Recebido!' })).toBeVisible();
  const [stored] = await placedOrders(customer);
  const link = page.getByRole('link', { name: 'Enviar pedido pelo WhatsApp' });
  await expect(link).toHaveAttribute(
    'href',
    new RegExp(`^https://wa\\.me/${BUSINESS_NUMBER}\\?text=`),
  );
  const text = new URL((await link.getAttribute('href'))!).searchParams.get('text');
  expect(text).toContain(`*Novo pedido #${stored!.order_number}*`);
  expect(calls).toBe(1);
  expect(await placedOrders(customer)).toHaveLength(1);
});

test('a product switched off meanwhile: the line is marked with Remover, nothing is ordered and the cart stays', async ({
  page,
}) => {
  const customer = uniqueName('indisponível');
  await openCheckoutWithCart(page, [{ ...PRODUCTS.pastel, quantity: 2 }]);
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
    expect(await placedOrders(customer)).toHaveLength(0);
  } finally {
    await setProductAvailable(PRODUCTS.pastel.id, true);
  }
});

test('offline at submit: the error toast, cart and form kept; the retry makes exactly one order', async ({
  page,
  context,
}) => {
  const customer = uniqueName('offline');
  await openCheckoutWithCart(page, [{ ...PRODUCTS.margherita, quantity: 1 }]);
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
  expect(await placedOrders(customer)).toHaveLength(1);
});

test('an answer lost on the way back: the retry gets the stored order, not a second one', async ({
  page,
  context,
}) => {
  const customer = uniqueName('resposta perdida');
  await openCheckoutWithCart(page, [{ ...PRODUCTS.margherita, quantity: 1 }]);
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
  expect(await placedOrders(customer)).toHaveLength(1);

  const message = await submitAndReadWhatsApp(page, context);
  const orders = await placedOrders(customer);
  expect(orders).toHaveLength(1);
  expect(keys).toHaveLength(2);
  expect(keys[1]).toBe(keys[0]);
  expect(message.text).toContain(`*Novo pedido #${orders[0]!.order_number}*`);
});
