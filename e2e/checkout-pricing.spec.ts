import { test, expect } from './support/test.ts';
import {
  customerOnAPhone,
  fillDelivery,
  openCheckoutWithCart,
  placedOrders,
  PRODUCTS,
  submitAndReadWhatsApp,
  uniqueName,
} from './support/checkout.ts';

// What an order costs is the server's price: a cart tampered with in localStorage, a menu that
// cannot refresh it, a promo code. The stack is shared by the worker's spec files: every order a
// test creates carries a customer name of its own.

customerOnAPhone();

test('a price tampered with in localStorage does not change what the order costs', async ({
  page,
  context,
}) => {
  const customer = uniqueName('preço');
  await openCheckoutWithCart(page, [{ ...PRODUCTS.margherita, price: 0.01, quantity: 1 }]);
  // The menu puts the real price back on screen; the server would charge it either way.
  await expect(page.getByRole('complementary', { name: 'Resumo do pedido' })).toContainText(
    'R$ 54,90',
  );
  await fillDelivery(page, customer);
  const message = await submitAndReadWhatsApp(page, context);
  const [stored] = await placedOrders(customer);
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
  await openCheckoutWithCart(page, [{ ...PRODUCTS.margherita, price: 10, quantity: 2 }]);
  await expect(page.getByRole('complementary', { name: 'Resumo do pedido' })).toContainText(
    'R$ 25,00',
  );
  await fillDelivery(page, customer);
  const message = await submitAndReadWhatsApp(page, context);
  expect(message.text).toContain('2x Pizza Margherita — R$ 99,80');
  expect(message.text).toContain('*Total:* R$ 104,80');
  await expect(page.getByText('R$ 104,80')).toBeVisible();
  const [stored] = await placedOrders(customer);
  expect(Number(stored!.total_amount)).toBe(104.8);
});

test('a promo code gives the discount the server applies', async ({ page, context }) => {
  const customer = uniqueName('cupom');
  await openCheckoutWithCart(page, [{ ...PRODUCTS.margherita, quantity: 2 }]);
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
  const [stored] = await placedOrders(customer);
  expect(Number(stored!.total_amount)).toBe(94.82);
  expect(stored!.promo_code).toBe('BEMVINDO10');
  expect(message.text).toContain('*Desconto (BEMVINDO10):* -R$ 9,98');
  expect(message.text).toContain('*Total:* R$ 94,82');
  await expect(page.getByText('R$ 94,82')).toBeVisible();
});
