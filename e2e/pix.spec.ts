import type { BrowserContext, Page } from '@playwright/test';
import { test, expect } from './support/test.ts';
import { anotherDevice, PHONE } from './support/devices.ts';
import { stubWhatsApp } from './support/whatsapp.ts';
import { rest } from './support/admin-rest.ts';
import { signInAsAdmin } from './support/sign-in.ts';
import { hasValidPixCrc, parsePixPayload } from '../src/domain/pix.ts';

// Pix from the owner's card to the customer's phone: the owner saves the shop's key on /payment,
// a customer orders with Pix, and the success page, the order's page and the WhatsApp text to the
// shop carry the BR Code of that order (its total, its number); the code goes once the order is
// paid, and a shop without a key shows nothing of Pix. The stack is shared: the key is removed at
// the end.

const MARGHERITA = { id: '5e1d0001-0000-4000-8000-000000000001', name: 'Pizza Margherita' };
const SODA = { id: '5e1d0001-0000-4000-8000-000000000008', name: 'Água Mineral 500 ml' };
const suffix = () => Date.now().toString(36);

async function removePixKey() {
  const res = await rest('company_settings?id=eq.1', {
    method: 'PATCH',
    body: { pix_key: null, pix_key_type: null, pix_merchant_name: null, pix_merchant_city: null },
  });
  expect(res.ok).toBe(true);
}

/** Orders a pizza and a soda, paid with Pix; returns the WhatsApp text sent to the shop. */
async function orderWithPix(page: Page, context: BrowserContext, customer: string) {
  await page.goto('/client');
  await page.getByRole('button', { name: `Adicionar ${MARGHERITA.name} ao carrinho` }).click();
  await page.getByRole('button', { name: `Adicionar ${SODA.name} ao carrinho` }).click();
  await page.goto('/client/checkout');
  await page.getByLabel('Nome Completo').fill(customer);
  await page.getByLabel('Telefone').pressSequentially('11987654321');
  await page.getByLabel('Rua').fill('Rua das Flores');
  await page.getByLabel('Número').fill('123');
  await page.getByLabel(/^Bairro\*?$/).fill('Centro');
  await expect(page.getByRole('radio', { name: /Pix/ })).toBeChecked();
  const popup = context.waitForEvent('page');
  await page.getByRole('button', { name: 'Finalizar Pedido' }).click();
  const chat = await popup;
  await chat.waitForURL(/^https:\/\/wa\.me\//);
  const text = new URL(chat.url()).searchParams.get('text') ?? '';
  await chat.close();
  await expect(page.getByRole('heading', { name: 'Pedido Recebido!' })).toBeVisible();
  return text;
}

async function storedOrder(customer: string) {
  const res = await rest(
    `orders?select=id,order_number,total_amount&customer_name=eq.${encodeURIComponent(customer)}`,
  );
  const [order] = (await res.json()) as Array<{
    id: string;
    order_number: string;
    total_amount: number;
  }>;
  expect(order).toBeTruthy();
  return order!;
}

const pixRegion = (page: Page) => page.getByRole('region', { name: 'Pague com Pix' });
const pixCode = (page: Page) =>
  pixRegion(page).getByRole('textbox', { name: 'Pix copia e cola' }).inputValue();

test.afterAll(removePixKey);

test("the owner's Pix key gives a Pix order its own code on the success page, the order's page and the shop's WhatsApp", async ({
  browser,
  page,
}) => {
  test.setTimeout(90_000);
  // The owner, on the panel.
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInAsAdmin(page);
  await page.goto('/payment');
  const card = page.getByRole('form', { name: 'Pix' });
  await expect(card.getByText(/Sem chave cadastrada/)).toBeVisible();
  await card.getByLabel('Tipo de chave').selectOption({ label: 'CPF' });
  await card.getByLabel('Chave Pix').fill('123.456.789-00');
  await card.getByRole('button', { name: 'Salvar Pix' }).click();
  await expect(card.getByText('CPF inválido. Confira os 11 dígitos.')).toBeVisible();
  await card.getByLabel('Chave Pix').fill('529.982.247-25');
  await card.getByLabel('Nome do recebedor').fill('Delivery Rápido');
  await card.getByLabel('Cidade').fill('São Paulo');
  await card.getByRole('button', { name: 'Salvar Pix' }).click();
  await expect(card.getByText('Pix ativo')).toBeVisible();
  await expect(card.getByText('CPF: 529.982.247-25')).toBeVisible();

  // The customer, on a phone.
  const context = await anotherDevice(browser, { viewport: PHONE });
  await stubWhatsApp(context);
  const phone = await context.newPage();
  const customer = `Cliente Pix ${suffix()}`;
  const message = await orderWithPix(phone, context, customer);
  const order = await storedOrder(customer);
  const total = Number(order.total_amount);

  const code = await pixCode(phone);
  const fields = parsePixPayload(code);
  expect(fields['54']).toBe(total.toFixed(2));
  expect(fields['62.05']).toBe(order.order_number);
  expect(fields['26.01']).toBe('52998224725');
  expect(fields['59']).toBe('Delivery Rapido');
  expect(fields['60']).toBe('Sao Paulo');
  expect(hasValidPixCrc(code)).toBe(true);
  await expect(pixRegion(phone)).toContainText(`R$ ${total.toFixed(2).replace('.', ',')}`);
  // The shop's WhatsApp text carries the same code and the order's page.
  expect(message).toContain(`*Pix copia e cola:*\n${code}`);
  expect(message).toContain(`/client/pedido/${order.id}`);

  // The order's page shows it too, until the shop marks the order paid.
  await phone.getByRole('link', { name: 'Acompanhar pedido' }).click();
  await expect(phone.getByRole('heading', { name: `Pedido #${order.order_number}` })).toBeVisible();
  expect(await pixCode(phone)).toBe(code);
  await expect(phone.getByText('Aguardando pagamento')).toBeVisible();
  const paid = await rest(`orders?id=eq.${order.id}`, {
    method: 'PATCH',
    body: { payment_status: 'paid' },
  });
  expect(paid.ok).toBe(true);
  await expect(phone.getByText('Pago', { exact: true })).toBeVisible({ timeout: 8_000 });
  await expect(pixRegion(phone)).toHaveCount(0);
  await context.close();
});

test('a shop without a Pix key shows nothing of Pix, and the WhatsApp text has no code', async ({
  page,
  context,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await removePixKey();
  await stubWhatsApp(context);
  const customer = `Cliente sem chave ${suffix()}`;
  const message = await orderWithPix(page, context, customer);
  await expect(page.getByRole('link', { name: 'Acompanhar pedido' })).toBeVisible();
  await expect(pixRegion(page)).toHaveCount(0);
  expect(message).not.toContain('Pix copia e cola');
  expect(message).toContain('*Pagamento:* Pix');

  // The customer backed out of WhatsApp: the same message goes again from the success page.
  const again = page.getByRole('link', { name: 'Enviar pelo WhatsApp novamente' });
  const popup = context.waitForEvent('page');
  await again.click();
  const chat = await popup;
  await chat.waitForURL(/^https:\/\/wa\.me\//);
  expect(new URL(chat.url()).searchParams.get('text')).toBe(message);
  await chat.close();

  await page.getByRole('link', { name: 'Acompanhar pedido' }).click();
  await expect(page.getByRole('heading', { name: /Pedido #/ })).toBeVisible();
  await expect(pixRegion(page)).toHaveCount(0);
  await expect(page.getByText('A pagar na entrega')).toBeVisible();
});
