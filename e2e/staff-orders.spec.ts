// Novo pedido end to end at the counter's 1366 px, through the night's caixa: an attendant opens
// the caixa with a float, takes a phone order for a known customer by keyboard (N, the phone fills
// the name, a pizza meio a meio by its complementos, Enter), started accepted on the panel; then
// "Editar pedido" adds one more, and a second edit turns the pickup into a delivery to a new
// address (the fee re-priced by the server); the timeline, the total and the customer's tracking
// page follow; the order is marked paid and the caixa closes with no difference.
// The phone-order part's duration is printed (never asserted). Screenshots go to STAFF_SHOTS
// (1366 px and 390 px) when it is set.
import path from 'node:path';
import type { Page } from '@playwright/test';
import { acceptPendingOrders, rest } from './support/admin-rest.ts';
import { test, expect } from './support/test.ts';

const SHOTS = process.env.STAFF_SHOTS;
const brl = (value: number) =>
  new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(value);
const money = (value: number) =>
  new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    value,
  );

async function shot(page: Page, file: string) {
  if (!SHOTS) return;
  // the new-order toast of the order just taken is not what the shot is about
  await page.screenshot({
    path: path.join(SHOTS, file),
    fullPage: true,
    style: '[data-sonner-toaster] { display: none !important; }',
  });
}

test('an order taken by phone with a pizza meio a meio, edited, followed by the customer, and the caixa closed', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  const suffix = Date.now().toString().slice(-4);
  const name = `Cliente Fone ${suffix}`;
  const phone = `(11) 9${suffix}-${suffix}`;

  // a customer who ordered before, online
  const res = await fetch(`${process.env.E2E_BASE_URL}/rest/v1/rpc/place_order`, {
    method: 'POST',
    headers: { apikey: process.env.E2E_ANON_KEY!, 'content-type': 'application/json' },
    body: JSON.stringify({
      customer_name: name,
      customer_phone: phone,
      customer_address: 'Rua das Flores, 123 - Centro',
      items: [{ product_id: '5e1d0001-0000-4000-8000-000000000001', quantity: 1 }],
      payment_method: 'pix',
    }),
  });
  expect(res.status, await res.clone().text()).toBe(200);
  // the shop accepted it that day (no alarm over tonight's screens)
  await acceptPendingOrders();

  // the attendant at the counter, added by the owner
  const username = `atende${suffix}`;
  const added = await rest('rpc/create_staff_member', {
    method: 'POST',
    body: { username, display_name: 'Bia Fone', role: 'attendant', password: 'senha-da-equipe-1' },
  });
  expect(added.status, await added.clone().text()).toBe(200);
  await page.goto('/login');
  await page.getByLabel('Nome de usuário').fill(username);
  await page.getByLabel('Senha', { exact: true }).fill('senha-da-equipe-1');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).not.toHaveURL(/\/login$/, { timeout: 30_000 });

  // the night's caixa, opened by her with a float (one left open by an earlier run is closed)
  await rest('rpc/close_cash_session', { method: 'POST', body: { counted: {} } });
  await page.goto('/caixa');
  await expect(page.getByRole('heading', { name: 'Caixa fechado' })).toBeVisible();
  await page.getByLabel('Troco inicial').fill('50');
  await page.getByRole('button', { name: 'Abrir caixa' }).click();
  await expect(page.getByRole('heading', { name: 'Caixa aberto' })).toBeVisible();

  await page.goto('/orders');
  await expect(page.getByRole('heading', { name: 'Pedidos em Tempo Real' })).toBeVisible();
  const phoneOrderStarted = Date.now();
  await page.keyboard.press('n');
  const dialog = page.getByRole('dialog', { name: 'Novo pedido' });
  await expect(dialog).toBeVisible();
  await page.keyboard.type(phone.replace(/\D/g, ''));
  await expect(dialog.getByRole('textbox', { name: /^Nome/ })).toHaveValue(name);
  await dialog.getByLabel('Retirada').check();

  const search = dialog.getByLabel('Adicionar item');
  await search.fill('meio a meio');
  await search.press('Enter');
  const options = dialog.getByRole('region', { name: 'Opções de Pizza Meio a Meio' });
  await expect(options).toBeVisible();
  // the first option has the focus: Space ticks, Tab moves, Enter adds
  await page.keyboard.press('Space'); // Broto
  await options.getByLabel(/^Calabresa/).focus();
  await page.keyboard.press('Space');
  await options.getByLabel(/^Portuguesa/).focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('Enter');
  const items = dialog.getByRole('list', { name: 'Itens do pedido' });
  await expect(items).toContainText('Pizza Meio a Meio');
  await expect(items).toContainText('Calabresa');
  await shot(page, 'novo-pedido-1366.png');

  await dialog.getByRole('button', { name: 'Lançar pedido' }).click();
  const placed = page.getByRole('dialog', { name: /^Pedido #\d+ lançado$/ });
  await expect(placed).toBeVisible();
  console.log(
    `Phone order (N to "lançado", scripted typing and keys): ${((Date.now() - phoneOrderStarted) / 1000).toFixed(1)} s`,
  );
  await expect(
    placed.getByRole('link', { name: 'Enviar acompanhamento no WhatsApp' }),
  ).toHaveAttribute('href', /wa\.me\/55/);
  const number = /#\d+/.exec((await placed.getByRole('heading').first().textContent()) ?? '')![0];
  await placed.getByRole('button', { name: 'Concluir' }).click();

  // on the panel, accepted (the customer's online order of that day is accepted too)
  const row = page
    .getByRole('row')
    .filter({ hasText: name })
    .filter({ hasText: 'Em preparo' })
    .filter({ has: page.getByRole('cell', { name: number, exact: true }) });
  await expect(row).toHaveCount(1);
  await row.click();
  const order = page.getByRole('dialog').filter({ hasText: name });
  await expect(order).toContainText('Pizza Meio a Meio');
  await order.getByRole('button', { name: 'Editar pedido' }).click();
  const edit = page.getByRole('dialog', { name: /^Editar pedido #\d+$/ });
  await edit.getByRole('button', { name: 'Mais Pizza Meio a Meio' }).click();
  await edit.getByLabel('Motivo da alteração').fill('Cliente ligou');
  await edit.getByRole('button', { name: 'Salvar alteração' }).click();
  await expect(edit).toHaveCount(0);
  await expect(order.getByText(/Itens alterados por Bia Fone/)).toBeVisible();
  await expect(order.getByText(/Pizza Meio a Meio: 1 → 2/)).toBeVisible();
  await shot(page, 'pedido-editado-1366.png');

  // the customer asks for it to be delivered instead: entrega to a new address, the shop's fee
  const orderId = new URL(page.url()).searchParams.get('pedido')!;
  const before = await orderRow(orderId);
  await order.getByRole('button', { name: 'Editar pedido' }).click();
  await expect(edit).toBeVisible();
  await edit.getByLabel('Entrega', { exact: true }).check();
  await edit.getByRole('textbox', { name: /^Endereço/ }).fill('Rua Nova, 45 - Centro');
  await edit.getByLabel('Motivo da alteração').fill('Vai receber em casa');
  await expect(edit.getByText('Taxa de entrega', { exact: true })).toBeVisible();
  await shot(page, 'editar-entrega-1366.png');
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'editar-entrega-390.png');
  await page.setViewportSize({ width: 1366, height: 900 });
  await edit.getByRole('button', { name: 'Salvar alteração' }).click();
  await expect(edit).toHaveCount(0);
  await expect(order.getByText(/Entrega alterada por Bia Fone/)).toBeVisible();
  await expect(order.getByText(/Retirada → Rua Nova, 45 - Centro/)).toBeVisible();
  const after = await orderRow(orderId);
  expect(after.fulfillment).toBe('delivery');
  expect(Number(after.delivery_fee)).toBeGreaterThan(0);
  expect(Number(after.total_amount)).toBe(
    Math.round((Number(before.total_amount) + Number(after.delivery_fee)) * 100) / 100,
  );
  await expect(order).toContainText(brl(Number(after.total_amount)), { useInnerText: true });
  await order.getByText(/Entrega alterada por Bia Fone/).scrollIntoViewIfNeeded();
  await shot(page, 'pedido-entrega-1366.png');
  await page.setViewportSize({ width: 390, height: 844 });
  await order.getByText(/Entrega alterada por Bia Fone/).scrollIntoViewIfNeeded();
  await shot(page, 'pedido-entrega-390.png');
  await page.setViewportSize({ width: 1366, height: 900 });

  // the customer's tracking page reads the new total
  const tracking = await context.newPage();
  await tracking.goto(`/client/pedido/${orderId}`);
  await expect(tracking.locator('body')).toContainText(brl(Number(after.total_amount)), {
    useInnerText: true,
  });
  await expect(tracking.locator('body')).toContainText('Entrega');
  await tracking.close();

  // paid by Pix while the caixa is open
  await order.getByRole('button', { name: 'Marcar como pago' }).click();
  await expect(order.getByText(/^Pago · \d\d:\d\d$/)).toBeVisible();
  await page.keyboard.press('Escape');

  // the night's close: the float in cash, the order in Pix, nothing missing
  await page.goto('/caixa');
  await expect(page.getByRole('heading', { name: 'Caixa aberto' })).toBeVisible();
  await page.getByRole('button', { name: 'Fechar caixa' }).click();
  const closing = page.getByRole('dialog', { name: 'Fechar caixa' });
  await closing.getByLabel('Dinheiro').fill('50');
  await closing.getByLabel('Pix').fill(money(Number(after.total_amount)));
  await closing.getByLabel('Cartão de Crédito').fill('0');
  await closing.getByLabel('Cartão de Débito').fill('0');
  await closing.getByRole('button', { name: 'Fechar caixa' }).click();
  const report = page.getByRole('dialog', { name: 'Caixa fechado' });
  const table = report.getByRole('table', { name: 'Fechamento por forma de pagamento' });
  await expect(table.getByRole('row').filter({ hasText: 'Pix' })).toContainText(
    brl(Number(after.total_amount)),
    { useInnerText: true },
  );
  await expect(table.getByRole('row').filter({ hasText: 'Dinheiro' })).toContainText(brl(50), {
    useInnerText: true,
  });
  await expect(table.getByRole('row').filter({ hasText: 'Total' })).toContainText('Confere');
});

async function orderRow(id: string) {
  const res = await rest(`orders?id=eq.${id}&select=fulfillment,delivery_fee,total_amount`);
  expect(res.ok).toBe(true);
  const [row] = (await res.json()) as Array<{
    fulfillment: string;
    delivery_fee: number;
    total_amount: number;
  }>;
  return row!;
}
