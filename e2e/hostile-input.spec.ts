import type { Browser, BrowserContext } from '@playwright/test';
import { test, expect } from './support/test.ts';
import { signInAsAdmin } from './support/sign-in.ts';
import { anotherDevice, PHONE as PHONE_SIZE } from './support/devices.ts';
import { toast } from './support/toast.ts';
import { stubWhatsApp, whatsAppText } from './support/whatsapp.ts';
import {
  ALL,
  checkReceipt,
  exactText,
  expectClean,
  expectOrderText,
  expectStoredVerbatim,
  type Hostile,
  orderRow,
  PAYLOADS,
  placeOrderRpc,
  screenshotWithoutToasts,
  storedOrders,
} from './support/hostile-input.ts';

// Hostile customer input: HTML, script and template payloads typed into every customer field are
// shown as text, never run or parsed, wherever the customer and the admin meet them: the checkout,
// the success and status pages, the dashboard and /orders tables, the order dialog, the WhatsApp
// texts and both copies of the printed receipt. One order goes through the storefront form (its
// limits: name 120, address 300, notes 500), one through place_order with the longer payloads and
// a phone with its country code (+55). The stack is shared by the e2e run: every order here
// carries a name of its own.

const PHONE = '11987654321';
const PHONE_SHOWN = '(11) 98765-4321';

async function customerContext(browser: Browser): Promise<BrowserContext> {
  const context = await anotherDevice(browser, {
    viewport: PHONE_SIZE,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
  });
  await stubWhatsApp(context);
  return context;
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
