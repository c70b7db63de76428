// Novo pedido end to end at the counter's 1366 px: an attendant takes a phone order for a known
// customer by keyboard (N, the phone fills the name, a pizza meio a meio by its complementos,
// Enter), started accepted on the panel; then "Editar itens" adds one more and the timeline and
// the total follow.
// Screenshots go to STAFF_SHOTS (1366 px and 390 px) when it is set.
import path from 'node:path';
import type { Page } from '@playwright/test';
import { rest } from './support/admin-rest.ts';
import { test, expect } from './support/test.ts';

const SHOTS = process.env.STAFF_SHOTS;

async function shot(page: Page, file: string) {
  if (!SHOTS) return;
  await page.screenshot({ path: path.join(SHOTS, file), fullPage: true });
}

test('an order taken by phone with a pizza meio a meio, then edited, on the panel', async ({
  page,
}) => {
  test.setTimeout(120_000);
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
  await page.goto('/orders');
  await expect(page.getByRole('heading', { name: 'Pedidos em Tempo Real' })).toBeVisible();
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
  await expect(
    placed.getByRole('link', { name: 'Enviar acompanhamento no WhatsApp' }),
  ).toHaveAttribute('href', /wa\.me\/55/);
  await placed.getByRole('button', { name: 'Concluir' }).click();

  // on the panel, accepted
  const row = page.getByRole('row').filter({ hasText: name }).filter({ hasText: 'Em preparo' });
  await expect(row).toHaveCount(1);
  await row.click();
  const order = page.getByRole('dialog').filter({ hasText: name });
  await expect(order).toContainText('Pizza Meio a Meio');
  await order.getByRole('button', { name: 'Editar itens' }).click();
  const edit = page.getByRole('dialog', { name: /Editar itens do pedido/ });
  await edit.getByRole('button', { name: 'Mais Pizza Meio a Meio' }).click();
  await edit.getByLabel('Motivo da alteração').fill('Cliente ligou');
  await edit.getByRole('button', { name: 'Salvar alteração' }).click();
  await expect(edit).toHaveCount(0);
  await expect(order.getByText(/Itens alterados por Bia Fone/)).toBeVisible();
  await expect(order.getByText(/Pizza Meio a Meio: 1 → 2/)).toBeVisible();
  await shot(page, 'pedido-editado-1366.png');

  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'pedido-editado-390.png');
});
