import { test, expect } from './support/test.ts';
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

// The CEP lookup at checkout, on a 390 px phone, stubbed at the browser's network layer: the
// address filled and the zone picked, a failed or slow lookup, a bairro the shop does not serve.
// The stack is shared by the worker's spec files: every test puts the shop back as it found it
// (afterEach).

test.use({ viewport: PHONE });

restoreShopRulesAfterEach();

test('the CEP fills the address and picks the zone; a failed or slow lookup leaves it to the customer', async ({
  page,
}) => {
  await addZones([
    { name: 'Bela Vista', fee: 6, sort_order: 1 },
    { name: 'Centro', fee: 4, sort_order: 2 },
  ]);
  await page.route('https://viacep.com.br/ws/01310100/json/', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({
        cep: '01310-100',
        logradouro: 'Avenida Paulista',
        bairro: 'Bela Vista',
        localidade: 'São Paulo',
        uf: 'SP',
      }),
    }),
  );
  await page.route('https://viacep.com.br/ws/99999999/json/', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: '{"erro": "true"}' }),
  );
  await page.route('https://viacep.com.br/ws/22222222/json/', (route) =>
    route.fulfill({ status: 503, body: 'indisponível' }),
  );
  // Never answers: the checkout gives up after a few seconds.
  await page.route('https://viacep.com.br/ws/33333333/json/', () => {});
  await checkoutWithPizza(page);
  const cep = page.getByLabel('CEP');
  const hint = page.locator('#address-cep-hint');

  // An answer: rua, bairro (accents and case ignored for the zone), cidade, UF.
  await cep.pressSequentially('01310100');
  await expect(cep).toHaveValue('01310-100');
  await expect(hint).toHaveText('Endereço encontrado. Confira e complete com o número.');
  await expect(page.getByLabel('Rua')).toHaveValue('Avenida Paulista');
  await expect(page.getByLabel('Cidade')).toHaveValue('São Paulo');
  await expect(page.getByLabel('UF')).toHaveValue('SP');
  await expect(page.getByLabel(/^Bairro\*?$/).locator('option:checked')).toHaveText(
    'Bela Vista — R$ 6,00',
  );
  await expect(orderSummary(page)).toContainText('R$ 6,00');

  // Unknown CEP.
  await cep.fill('');
  await cep.pressSequentially('99999999');
  await expect(hint).toHaveText('CEP não encontrado. Preencha o endereço abaixo.');

  // The service fails: said, and everything stays typeable.
  await cep.fill('');
  await cep.pressSequentially('22222222');
  await expect(hint).toHaveText(
    'Não foi possível consultar o CEP agora. Preencha o endereço abaixo.',
  );
  await page.getByLabel('Rua').fill('Rua Digitada');
  await expect(page.getByLabel('Rua')).toHaveValue('Rua Digitada');

  // The service hangs: the lookup gives up and says so.
  await cep.fill('');
  await cep.pressSequentially('33333333');
  await expect(hint).toHaveText('Buscando endereço...');
  await expect(hint).toHaveText(
    'Não foi possível consultar o CEP agora. Preencha o endereço abaixo.',
    { timeout: 10_000 },
  );
  await expect(page.getByLabel('Rua')).toHaveValue('Rua Digitada');
});

test('a bairro the shop does not serve: "Não entregamos em …" with pickup and WhatsApp, never "Campos obrigatórios"', async ({
  page,
}) => {
  await patchSettings({ accepts_pickup: true });
  await addZones([
    { name: 'Bela Vista', fee: 5, sort_order: 1 },
    { name: 'Consolação', fee: 6, sort_order: 2 },
  ]);
  await page.route('https://viacep.com.br/ws/04534000/json/', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({
        cep: '04534-000',
        logradouro: 'Rua Joaquim Floriano',
        bairro: 'Itaim Bibi',
        localidade: 'São Paulo',
        uf: 'SP',
      }),
    }),
  );
  const placeOrderCalls = await countPlaceOrderCalls(page);
  await checkoutWithPizza(page);
  await fillPerson(page, uniqueName('fora'));
  const bairro = page.getByLabel(/^Bairro\*?$/);
  // Bela Vista chosen first: the CEP then says Itaim Bibi, and the fee does not stay Bela Vista's.
  await bairro.selectOption({ label: 'Bela Vista — R$ 5,00' });
  await page.getByLabel('CEP').pressSequentially('04534000');
  await expect(page.getByLabel('Rua')).toHaveValue('Rua Joaquim Floriano');
  const notice = page.getByRole('status').filter({ hasText: 'Não entregamos em Itaim Bibi' });
  await expect(notice).toBeVisible();
  await expect(bairro.locator('option:checked')).toHaveText('Itaim Bibi (fora da lista)');
  await expect(orderSummary(page)).not.toContainText('R$ 5,00');
  await expect(notice.getByRole('link', { name: 'Falar com a loja no WhatsApp' })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/\d+\?text=.*Itaim%20Bibi/,
  );
  await page.getByLabel('Número').fill('100');
  await submitButton(page).click();
  await expect(toast(page, 'Não entregamos em Itaim Bibi')).toContainText(
    'Escolha a retirada no local ou fale com a loja pelo WhatsApp.',
  );
  await expect(toast(page, 'Campos obrigatórios')).toHaveCount(0);
  expect(placeOrderCalls()).toBe(0);

  // A way out: pickup, one tap.
  await notice.getByRole('button', { name: 'Retirar no local' }).click();
  await expect(page.getByRole('heading', { name: 'Dados para Retirada' })).toBeVisible();
  await expect(page.getByRole('radio', { name: /Retirada/ })).toBeChecked();
});
