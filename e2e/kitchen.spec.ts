import { test, expect } from './support/test.ts';
import { rest } from './support/admin-rest.ts';

// The kitchen tablet: the owner adds a Cozinha member, a customer orders a burger with complementos
// and a note, the counter accepts it, and the cook, signed in on a 1024×768 tablet, reads the
// ticket on /cozinha and taps Pronto; the ticket leaves the queue. Then the cook opens
// "Esgotados", marks the brigadeiro esgotado, and the storefront shows it so. The stack is shared
// by the whole e2e run: the member and the order carry names of their own, the product is put back.

const X_BURGER = '5e1d0001-0000-4000-8000-000000000004';
const BACON = '5e1d0004-0000-4000-8000-000000000401';
const CEBOLA = '5e1d0004-0000-4000-8000-000000000405';
const BRIGADEIRO = '5e1d0001-0000-4000-8000-000000000011';
const PASSWORD = 'senha-da-cozinha-1';
const SHOTS = '/work/shots/kitchen';

async function call(fn: string, body: unknown) {
  const res = await rest(`rpc/${fn}`, { method: 'POST', body });
  expect(res.ok, `${fn}: ${await res.clone().text()}`).toBe(true);
  return res.json() as Promise<Record<string, unknown>>;
}

async function placeOrder(): Promise<{ id: string; order_number: string }> {
  const res = await fetch(`${process.env.E2E_BASE_URL}/rest/v1/rpc/place_order`, {
    method: 'POST',
    headers: { apikey: process.env.E2E_ANON_KEY ?? '', 'content-type': 'application/json' },
    body: JSON.stringify({
      customer_name: 'Cliente da Cozinha',
      customer_phone: '(11) 98765-4321',
      customer_address: 'Rua das Flores, 10',
      items: [
        {
          product_id: X_BURGER,
          quantity: 2,
          notes: 'sem tomate',
          options: [{ option_id: BACON, quantity: 2 }, { option_id: CEBOLA }],
        },
      ],
      payment_method: 'pix',
    }),
  });
  expect(res.ok, await res.clone().text()).toBe(true);
  return (await res.json()) as { id: string; order_number: string };
}

test.use({ viewport: { width: 1024, height: 768 } });

test('the kitchen reads an accepted ticket with its complementos, taps Pronto and marks an item esgotado', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const username = `cozinha${Date.now().toString(36)}`;
  await call('create_staff_member', {
    username,
    display_name: 'Zé da Cozinha',
    role: 'kitchen',
    password: PASSWORD,
  });
  const order = await placeOrder();
  await call('set_order_status', { order_id: order.id, status: 'processing' });

  await page.goto('/cozinha');
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Nome de usuário').fill(username);
  await page.getByLabel('Senha', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/cozinha$/, { timeout: 30_000 });

  const ticket = page.getByRole('article', { name: `Pedido #${order.order_number}` });
  await expect(ticket).toBeVisible();
  await expect(ticket).toContainText('Entrega');
  await expect(ticket).toContainText('2× X-Burger da Casa');
  await expect(ticket).toContainText('+ 2× Bacon');
  await expect(ticket).toContainText('+ Cebola caramelizada');
  await expect(ticket).toContainText('Obs.: sem tomate');
  await expect(ticket).not.toContainText('Cliente da Cozinha');
  await expect(ticket).not.toContainText('R$');
  // The counter's controls are not the kitchen's: no open/paused switch, no order alarm.
  await expect(page.getByRole('button', { name: /^Recebimento de pedidos/ })).toHaveCount(0);
  await expect(page.getByText(/som dos alertas de pedido/)).toHaveCount(0);

  await ticket.getByRole('button', { name: 'Pronto' }).click();
  await expect(ticket).toBeHidden();
  // The server agrees: the order was prepared, and the next poll does not bring it back.
  const saved = await rest(`orders?id=eq.${order.id}&select=status,prepared_at`);
  const [row] = (await saved.json()) as Array<{ status: string; prepared_at: string | null }>;
  expect(row).toMatchObject({ status: 'processing' });
  expect(row!.prepared_at).not.toBeNull();
  await page.waitForTimeout(6_000);
  await expect(ticket).toBeHidden();

  // Esgotados at hand: one tap, and customers see it.
  try {
    await page.getByRole('button', { name: /^Esgotados/ }).click();
    const sheet = page.getByRole('dialog', { name: 'Esgotados' });
    await sheet.getByRole('button', { name: 'Esgotado até amanhã: Brigadeiro Gourmet' }).click();
    await expect(
      sheet.getByRole('button', { name: 'Reativar Brigadeiro Gourmet' }).first(),
    ).toBeVisible();
    await expect(sheet.getByRole('heading', { name: 'Esgotados agora' })).toBeVisible();
    await sheet.getByRole('heading', { name: 'Esgotados agora' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/kitchen-esgotados-1024x768.png` });

    // The same sheet on a phone, for a cook without a tablet.
    const phone = await browser.newContext({
      baseURL: process.env.E2E_BASE_URL,
      viewport: { width: 390, height: 844 },
    });
    try {
      const cook = await phone.newPage();
      await cook.goto('/login');
      await cook.getByLabel('Nome de usuário').fill(username);
      await cook.getByLabel('Senha', { exact: true }).fill(PASSWORD);
      await cook.getByRole('button', { name: 'Entrar' }).click();
      await expect(cook).toHaveURL(/\/cozinha$/, { timeout: 30_000 });
      await cook.getByRole('button', { name: /^Esgotados/ }).click();
      const phoneSheet = cook.getByRole('dialog', { name: 'Esgotados' });
      await expect(
        phoneSheet.getByRole('button', { name: 'Reativar Brigadeiro Gourmet' }).first(),
      ).toBeVisible();
      await cook.screenshot({ path: `${SHOTS}/kitchen-esgotados-390.png` });
    } finally {
      await phone.close();
    }

    const customer = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
    try {
      const menu = await customer.newPage();
      await menu.goto('/client');
      const card = menu.getByRole('article', { name: 'Brigadeiro Gourmet' }).first();
      await expect(card.getByText('Esgotado')).toBeVisible();
      await expect(card.getByRole('button', { name: /Adicionar Brigadeiro/ })).toHaveCount(0);
    } finally {
      await customer.close();
    }
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
  } finally {
    await rest(`products?id=eq.${BRIGADEIRO}`, {
      method: 'PATCH',
      body: { unavailable_until: null },
    });
  }

  await page.getByRole('button', { name: 'Trocar de conta' }).click();
  await expect(page).toHaveURL(/\/login$/);
});
