import { test, expect } from './support/test.ts';
import { ordersOf, rest } from './support/admin-rest.ts';
import { signInAsAdmin } from './support/sign-in.ts';
import { PHONE } from './support/devices.ts';
import { toast } from './support/toast.ts';
import {
  countPlaceOrderCalls,
  fillPerson,
  checkoutWithPizza,
  orderSummary,
  submitButton,
  uniqueName,
} from './support/checkout.ts';
import { addZones, patchSettings, restoreShopRulesAfterEach } from './support/shop-rules.ts';

// Pickup and delivery, on a 390 px phone: pickup, delivery zones with their fee and minimum, and
// the owner's list of bairros. The stack
// is shared by the worker's spec files: every test puts the shop back as it found it (afterEach).

test.use({ viewport: PHONE });

const SHOP_ADDRESS = 'Rua Augusta, 500 - Consolação, São Paulo - SP';
const ORDER_COLUMNS =
  'fulfillment,delivery_fee,delivery_zone_id,address,customer_address,total_amount';

restoreShopRulesAfterEach();

test('a pickup order: no address, no fee, the shop’s address and time', async ({ page }) => {
  await patchSettings({
    accepts_pickup: true,
    pickup_estimated_time: '15-20',
    company_address: SHOP_ADDRESS,
  });
  const name = uniqueName('retirada');
  await checkoutWithPizza(page);

  // Both offered: the checkout starts with the choice, delivery first.
  await expect(page.getByRole('radio', { name: /Entrega/ })).toBeChecked();
  await expect(orderSummary(page)).toContainText('R$ 54,90');
  await page.getByText('Retirada', { exact: true }).click();
  await expect(page.getByRole('radio', { name: /Retirada/ })).toBeChecked();
  await expect(page.getByLabel('Rua')).toHaveCount(0);
  await expect(page.getByLabel('Retirada no local')).toContainText(SHOP_ADDRESS);
  await expect(page.getByLabel('Retirada no local')).toContainText(
    'Pronto para retirada em 15-20 min',
  );
  await expect(orderSummary(page)).toContainText('Sem taxa');
  await expect(orderSummary(page)).toContainText('R$ 49,90');
  await expect(orderSummary(page)).not.toContainText('R$ 54,90');

  await fillPerson(page, name);
  await submitButton(page).click();
  await expect(page.getByRole('heading', { name: 'Pedido Recebido!' })).toBeVisible();
  expect(await ordersOf(name, ORDER_COLUMNS)).toEqual([
    {
      fulfillment: 'pickup',
      delivery_fee: 0,
      delivery_zone_id: null,
      address: null,
      customer_address: '',
      total_amount: 49.9,
    },
  ]);
});

test("delivery zones: one Bairro control, the zone's fee and minimum", async ({ page }) => {
  const zones = await addZones([
    { name: 'Centro', fee: 4, minimum_order: 60, estimated_time: '20-30', sort_order: 1 },
    { name: 'Vila Nova', fee: 9.5, minimum_order: null, estimated_time: null, sort_order: 2 },
  ]);
  const vilaNova = zones.find((zone) => zone.name === 'Vila Nova')!;
  const name = uniqueName('bairro');

  await page.goto('/client');
  await expect(page.getByText('Entrega a partir de R$ 4,00')).toBeVisible();

  const placeOrderCalls = await countPlaceOrderCalls(page);
  await checkoutWithPizza(page);
  await expect(orderSummary(page)).toContainText('Escolha o bairro');
  await fillPerson(page, name);
  await page.getByLabel('Rua').fill('Rua das Flores');
  await page.getByLabel('Número').fill('10');
  // One Bairro: the zone list itself (its choice is the bairro and the fee).
  const zoneSelect = page.getByLabel(/^Bairro\*?$/);
  await expect(zoneSelect).toHaveCount(1);
  await expect(page.getByRole('combobox', { name: /^Bairro/ })).toBeVisible();

  // No zone chosen: asked for, nothing sent.
  await submitButton(page).click();
  await expect(page.getByText('Escolha o seu bairro na lista de entrega.')).toBeVisible();

  // Centro: R$ 4,00, but a R$ 60,00 minimum the pizza does not reach.
  await zoneSelect.selectOption({ label: 'Centro — R$ 4,00' });
  await expect(orderSummary(page)).toContainText('Taxa de entrega');
  await expect(orderSummary(page)).toContainText('R$ 4,00');
  await expect(orderSummary(page)).toContainText('R$ 53,90');
  await expect(orderSummary(page)).toContainText('Pedido mínimo: R$ 60,00');
  await expect(orderSummary(page)).toContainText('Faltam R$ 10,10 para atingir o pedido mínimo.');
  await expect(orderSummary(page)).toContainText('Tempo estimado de entrega: 20-30 min');
  await submitButton(page).click();
  await expect(toast(page, 'Pedido mínimo não atingido')).toContainText(
    'O valor mínimo para pedidos é R$ 60,00',
  );
  expect(placeOrderCalls()).toBe(0);

  // Vila Nova: R$ 9,50 and the shop's R$ 20,00 minimum.
  await zoneSelect.selectOption(vilaNova.id);
  await expect(orderSummary(page)).toContainText('R$ 9,50');
  await expect(orderSummary(page)).toContainText('R$ 59,40');
  await expect(orderSummary(page)).toContainText('Pedido mínimo: R$ 20,00');
  await submitButton(page).click();
  await expect(page.getByRole('heading', { name: 'Pedido Recebido!' })).toBeVisible();
  expect(placeOrderCalls()).toBe(1);
  expect(await ordersOf(name, ORDER_COLUMNS)).toEqual([
    {
      fulfillment: 'delivery',
      delivery_fee: 9.5,
      delivery_zone_id: vilaNova.id,
      address: {
        cep: null,
        street: 'Rua das Flores',
        number: '10',
        complement: null,
        neighborhood: 'Vila Nova',
        city: null,
        state: null,
        reference: null,
      },
      customer_address: 'Rua das Flores, 10 - Vila Nova',
      total_amount: 59.4,
    },
  ]);
});

test('the owner adds bairros from a pasted list, orders them and switches one off', async ({
  page,
}) => {
  await signInAsAdmin(page);
  await page.goto('/delivery');
  await page.getByRole('button', { name: 'Colar lista' }).click();
  const dialog = page.getByRole('dialog', { name: 'Colar lista de bairros' });
  await dialog
    .getByRole('textbox', { name: 'Lista de bairros' })
    .fill('Centro; 4,00\nVila Nova - R$ 9,50\ncentro; 5\nSem taxa');
  const preview = dialog.getByRole('list', { name: 'Bairros a adicionar' });
  await expect(preview.getByRole('listitem')).toHaveCount(2);
  await expect(preview.getByRole('listitem').filter({ hasText: 'Vila Nova' })).toContainText(
    'R$ 9,50',
  );
  await expect(dialog.getByText('Linha 3: centro já está na lista.')).toBeVisible();
  await expect(
    dialog.getByText('Linha 4: Falta a taxa. Use o formato "Centro; 5,00".'),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Adicionar 2 bairros' }).click();
  await expect(toast(page, '2 bairros adicionados')).toBeVisible();

  const list = page.getByRole('list', { name: 'Bairros cadastrados' });
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await page.getByRole('button', { name: 'Mover Vila Nova para cima' }).click();
  await expect(list.getByRole('listitem').first()).toContainText('Vila Nova');
  await page.getByRole('switch', { name: 'Centro: ativo' }).click();
  await expect(list.getByRole('listitem').last()).toContainText('Inativo');

  await expect
    .poll(async () =>
      (await rest('delivery_zones?select=name,fee,is_active&order=sort_order')).json(),
    )
    .toEqual([
      { name: 'Vila Nova', fee: 9.5, is_active: true },
      { name: 'Centro', fee: 4, is_active: false },
    ]);
});
