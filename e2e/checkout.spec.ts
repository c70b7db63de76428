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

// The customer's checkout: the cart becomes an order only through place_order, priced by the
// server; the WhatsApp hand-off follows the stored order. The stack is shared by the worker's spec
// files: every order a test creates carries a customer name of its own.

customerOnAPhone();

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

  await openCheckoutWithCart(page, [{ ...PRODUCTS.soda, quantity: 1 }]);
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
  const [stored] = await placedOrders(customer);
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

test('a malformed or unknown order id is answered politely', async ({ page }) => {
  await page.goto('/client/pedido/nao-e-um-pedido');
  await expect(page.getByRole('heading', { name: 'Não encontramos este pedido.' })).toBeVisible();
  await page.goto('/client/pedido/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { name: 'Não encontramos este pedido.' })).toBeVisible();
  await page.getByRole('link', { name: 'Voltar ao Cardápio' }).click();
  await expect(page).toHaveURL(/\/client$/);
});
