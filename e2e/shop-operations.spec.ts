import type { Browser, BrowserContext, Page } from '@playwright/test';
import { test, expect } from './support/test.ts';
import { chooseOption } from './support/select.ts';
import { rest } from './support/admin-rest.ts';
import { signInAsAdmin } from './support/sign-in.ts';

// Running the shop, on a 390 px phone: opening hours and pause (the storefront says so, the
// checkout sends nothing, the server refuses anyway), pickup, delivery zones with their fee and
// minimum, and the CEP lookup, stubbed at the browser's network layer. The stack is shared by the
// whole run: every test puts the shop back as it found it (afterEach).

test.use({ viewport: { width: 390, height: 844 } });

const MARGHERITA = {
  id: '5e1d0001-0000-4000-8000-000000000001',
  name: 'Pizza Margherita',
  price: 49.9,
};
const WEEKDAYS = ['domingo', 'segunda', 'terça', 'quarta', 'quinta', 'sexta', 'sábado'];
const SHOP_ADDRESS = 'Rua Augusta, 500 - Consolação, São Paulo - SP';

const uniqueName = (label: string) => `Cliente ${label} ${Date.now().toString(36)}`;
const toast = (page: Page, title: string) =>
  page.locator('[data-sonner-toast]').filter({ hasText: title });
const banner = (page: Page) => page.getByTestId('shop-status-banner');
const summary = (page: Page) => page.getByRole('complementary', { name: 'Resumo do pedido' });
const submit = (page: Page) => page.getByRole('button', { name: 'Finalizar Pedido' });

async function ok(res: Response, what: string) {
  expect(res.ok, `${what}: ${res.status} ${await res.clone().text()}`).toBe(true);
  return res;
}

async function settings(patch: Record<string, unknown>) {
  await ok(await rest('company_settings?id=eq.1', { method: 'PATCH', body: patch }), 'settings');
}

async function setHours(rows: Array<{ weekday: number; opens_at: string; closes_at: string }>) {
  await ok(
    await rest('rpc/set_opening_hours', { method: 'POST', body: { intervals: rows } }),
    'hours',
  );
}

async function addZones(rows: Array<Record<string, unknown>>) {
  await ok(await rest('delivery_zones', { method: 'POST', body: rows }), 'zones');
  const res = await ok(await rest('delivery_zones?select=id,name'), 'zones');
  return (await res.json()) as Array<{ id: string; name: string }>;
}

async function ordersOf(name: string) {
  const res = await rest(
    `orders?select=fulfillment,delivery_fee,delivery_zone_id,address,customer_address,total_amount&customer_name=eq.${encodeURIComponent(name)}`,
  );
  return (await res.json()) as Array<Record<string, unknown>>;
}

/** São Paulo's weekday now (the shop's time zone). */
function weekdayInShop(): number {
  const name = new Intl.DateTimeFormat('en-US', {
    timeZone: 'America/Sao_Paulo',
    weekday: 'short',
  }).format(new Date());
  return ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(name);
}

/** A customer with one pizza in the cart, on the checkout; WhatsApp's window never opens. */
async function checkoutWithPizza(page: Page, quantity = 1) {
  await page.addInitScript(() => {
    window.open = () => null;
  });
  await page.goto('/nao-existe');
  await page.evaluate(
    (cart) => localStorage.setItem('cart', cart),
    JSON.stringify([{ ...MARGHERITA, quantity }]),
  );
  await page.goto('/client/checkout');
  await expect(page.getByRole('heading', { name: 'Finalizar Pedido' })).toBeVisible();
}

async function fillPerson(page: Page, name: string) {
  await page.getByLabel('Nome Completo').fill(name);
  await page.getByLabel('Telefone').pressSequentially('11987654321');
}

async function customerPage(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: process.env.E2E_BASE_URL,
    viewport: { width: 390, height: 844 },
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
  });
  await context.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) =>
    route.abort('blockedbyclient'),
  );
  return { context, page: await context.newPage() };
}

test.afterEach(async () => {
  await setHours([]);
  await ok(await rest('delivery_zones?id=not.is.null', { method: 'DELETE' }), 'zones');
  await settings({
    paused_until: null,
    accepts_delivery: true,
    accepts_pickup: false,
    pickup_estimated_time: null,
    company_address: 'Avenida Paulista, 1578 - Bela Vista, São Paulo - SP, 01310-200',
  });
});

test('closed: the menu and the cart work, the checkout explains and sends nothing, the server refuses', async ({
  page,
}) => {
  // Open only three days from now, at midnight: closed now.
  const opensOn = (weekdayInShop() + 3) % 7;
  await setHours([{ weekday: opensOn, opens_at: '00:00', closes_at: '01:00' }]);
  const expected = `Fechado agora · abre ${WEEKDAYS[opensOn]} às 00:00`;

  await page.goto('/client');
  await expect(banner(page)).toHaveText(expected);
  // Browsable and fillable.
  await page.getByRole('button', { name: `Adicionar ${MARGHERITA.name} ao carrinho` }).click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');

  let rpcCalls = 0;
  await page.route('**/rest/v1/rpc/place_order', (route) => {
    rpcCalls += 1;
    return route.continue();
  });
  await page.goto('/client/checkout');
  await expect(banner(page)).toHaveText(expected);
  await fillPerson(page, uniqueName('fechado'));
  await page.getByLabel('Rua').fill('Rua das Flores');
  await page.getByLabel('Número').fill('10');
  await page.getByLabel(/^Bairro\*?$/).fill('Centro');
  await expect(summary(page).getByRole('status')).toContainText(expected);
  await expect(submit(page)).toHaveAttribute('aria-disabled', 'true');
  // aria-disabled, not disabled: a tap still says why (Playwright taps it with force).
  await submit(page).click({ force: true });
  await expect(toast(page, 'Loja fechada')).toContainText(expected);
  // Enter in a field does not send it either.
  await page.getByLabel('Número').press('Enter');
  await page.waitForTimeout(300);
  expect(rpcCalls).toBe(0);

  // Bypassing the page: the server refuses with shop_closed, in pt-BR.
  const direct = await page.request.post(`${process.env.E2E_BASE_URL}/rest/v1/rpc/place_order`, {
    headers: {
      apikey: process.env.E2E_ANON_KEY ?? '',
      authorization: `Bearer ${process.env.E2E_ANON_KEY ?? ''}`,
      'content-type': 'application/json',
    },
    data: {
      customer_name: 'Direto na API',
      customer_phone: '11987654321',
      customer_address: 'Rua das Flores, 10',
      items: [{ product_id: MARGHERITA.id, quantity: 1 }],
      payment_method: 'pix',
    },
  });
  expect(direct.status()).toBe(400);
  expect(await direct.json()).toMatchObject({
    code: 'P0001',
    details: 'shop_closed',
    message: 'A loja está fechada agora e não está recebendo pedidos.',
  });
  expect(await ordersOf('Direto na API')).toEqual([]);

  // Open again (no hours: always open): the checkout takes the order.
  await setHours([]);
  await page.reload();
  await expect(banner(page)).toHaveCount(0);
  await expect(submit(page)).not.toHaveAttribute('aria-disabled', 'true');
});

test('the owner pauses new orders from a phone; the storefront says so at once; "Reabrir" ends it', async ({
  page,
  browser,
}) => {
  const customer = await customerPage(browser);
  try {
    await customer.page.goto('/client');
    await expect(customer.page.getByRole('heading', { name: 'Cardápio' })).toBeVisible();
    await expect(banner(customer.page)).toHaveCount(0);

    await signInAsAdmin(page);
    await page.goto('/dashboard');
    const control = page.getByRole('button', { name: /^Recebimento de pedidos/ });
    await expect(control).toHaveAccessibleName('Recebimento de pedidos: Aberto');
    await control.click();
    await page.getByRole('menuitem', { name: '15 minutos' }).click();

    const strip = page.getByRole('status').filter({ hasText: 'Pedidos pausados' });
    await expect(strip).toContainText('Pedidos pausados · 15 min');
    await expect(control).toHaveAccessibleName('Recebimento de pedidos: Pausado · 15 min');
    // Stored in the database: every device agrees.
    const stored = await (await rest('company_settings?select=paused_until')).json();
    const until = Date.parse((stored as Array<{ paused_until: string }>)[0]!.paused_until);
    expect(until - Date.now()).toBeGreaterThan(13 * 60_000);
    expect(until - Date.now()).toBeLessThanOrEqual(15 * 60_000);

    // The customer's menu hears of it through realtime, without a reload.
    await expect(banner(customer.page)).toHaveText('Pausado · voltamos em 15 min', {
      timeout: 10_000,
    });

    await page.getByRole('button', { name: 'Reabrir' }).click();
    await expect(strip).toHaveCount(0);
    await expect(control).toHaveAccessibleName('Recebimento de pedidos: Aberto');
    await expect(banner(customer.page)).toHaveCount(0, { timeout: 10_000 });

    // Until reopened by hand.
    await control.click();
    await page.getByRole('menuitem', { name: 'Até eu reabrir' }).click();
    await expect(strip).toContainText('Pedidos pausados');
    await expect(control).toHaveAccessibleName('Recebimento de pedidos: Pausado');
    await expect(banner(customer.page)).toHaveText('Pausado no momento', { timeout: 10_000 });
    await page.getByRole('button', { name: 'Reabrir' }).click();
    await expect(banner(customer.page)).toHaveCount(0, { timeout: 10_000 });
  } finally {
    await customer.context.close();
  }
});

test('a pickup order: no address, no fee, the shop’s address and time', async ({ page }) => {
  await settings({
    accepts_pickup: true,
    pickup_estimated_time: '15-20',
    company_address: SHOP_ADDRESS,
  });
  const name = uniqueName('retirada');
  await checkoutWithPizza(page);

  // Both offered: the checkout starts with the choice, delivery first.
  await expect(page.getByRole('radio', { name: /Entrega/ })).toBeChecked();
  await expect(summary(page)).toContainText('R$ 54,90');
  await page.getByText('Retirada', { exact: true }).click();
  await expect(page.getByRole('radio', { name: /Retirada/ })).toBeChecked();
  await expect(page.getByLabel('Rua')).toHaveCount(0);
  await expect(page.getByLabel('Retirada no local')).toContainText(SHOP_ADDRESS);
  await expect(page.getByLabel('Retirada no local')).toContainText(
    'Pronto para retirada em 15-20 min',
  );
  await expect(summary(page)).toContainText('Sem taxa');
  await expect(summary(page)).toContainText('R$ 49,90');
  await expect(summary(page)).not.toContainText('R$ 54,90');

  await fillPerson(page, name);
  await submit(page).click();
  await expect(page.getByRole('heading', { name: 'Pedido Recebido!' })).toBeVisible();
  expect(await ordersOf(name)).toEqual([
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

  let rpcCalls = 0;
  await page.route('**/rest/v1/rpc/place_order', (route) => {
    rpcCalls += 1;
    return route.continue();
  });
  await checkoutWithPizza(page);
  await expect(summary(page)).toContainText('Escolha o bairro');
  await fillPerson(page, name);
  await page.getByLabel('Rua').fill('Rua das Flores');
  await page.getByLabel('Número').fill('10');
  // One Bairro: the zone list itself (its choice is the bairro and the fee).
  const zoneSelect = page.getByLabel(/^Bairro\*?$/);
  await expect(zoneSelect).toHaveCount(1);
  await expect(page.getByRole('combobox', { name: /^Bairro/ })).toBeVisible();

  // No zone chosen: asked for, nothing sent.
  await submit(page).click();
  await expect(page.getByText('Escolha o seu bairro na lista de entrega.')).toBeVisible();

  // Centro: R$ 4,00, but a R$ 60,00 minimum the pizza does not reach.
  await zoneSelect.selectOption({ label: 'Centro — R$ 4,00' });
  await expect(summary(page)).toContainText('Taxa de entrega');
  await expect(summary(page)).toContainText('R$ 4,00');
  await expect(summary(page)).toContainText('R$ 53,90');
  await expect(summary(page)).toContainText('Pedido mínimo: R$ 60,00');
  await expect(summary(page)).toContainText('Faltam R$ 10,10 para atingir o pedido mínimo.');
  await expect(summary(page)).toContainText('Tempo estimado de entrega: 20-30 min');
  await submit(page).click();
  await expect(toast(page, 'Pedido mínimo não atingido')).toContainText(
    'O valor mínimo para pedidos é R$ 60,00',
  );
  expect(rpcCalls).toBe(0);

  // Vila Nova: R$ 9,50 and the shop's R$ 20,00 minimum.
  await zoneSelect.selectOption(vilaNova.id);
  await expect(summary(page)).toContainText('R$ 9,50');
  await expect(summary(page)).toContainText('R$ 59,40');
  await expect(summary(page)).toContainText('Pedido mínimo: R$ 20,00');
  await submit(page).click();
  await expect(page.getByRole('heading', { name: 'Pedido Recebido!' })).toBeVisible();
  expect(rpcCalls).toBe(1);
  expect(await ordersOf(name)).toEqual([
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
  await expect(summary(page)).toContainText('R$ 6,00');

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
  await settings({ accepts_pickup: true });
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
  let rpcCalls = 0;
  await page.route('**/rest/v1/rpc/place_order', (route) => {
    rpcCalls += 1;
    return route.continue();
  });
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
  await expect(summary(page)).not.toContainText('R$ 5,00');
  await expect(notice.getByRole('link', { name: 'Falar com a loja no WhatsApp' })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/\d+\?text=.*Itaim%20Bibi/,
  );
  await page.getByLabel('Número').fill('100');
  await submit(page).click();
  await expect(toast(page, 'Não entregamos em Itaim Bibi')).toContainText(
    'Escolha a retirada no local ou fale com a loja pelo WhatsApp.',
  );
  await expect(toast(page, 'Campos obrigatórios')).toHaveCount(0);
  expect(rpcCalls).toBe(0);

  // A way out: pickup, one tap.
  await notice.getByRole('button', { name: 'Retirar no local' }).click();
  await expect(page.getByRole('heading', { name: 'Dados para Retirada' })).toBeVisible();
  await expect(page.getByRole('radio', { name: /Retirada/ })).toBeChecked();
});

test('the owner sets the week: a night past midnight, a refused overlap, a day copied', async ({
  page,
}) => {
  await signInAsAdmin(page);
  await page.goto('/hours');
  await expect(page.getByRole('heading', { name: 'Horário de Funcionamento' })).toBeVisible();
  await expect(page.getByText('Nenhum horário cadastrado')).toBeVisible();

  await page.getByRole('switch', { name: 'Segunda-feira: aberto' }).click();
  const mondayCloses = page.getByLabel('Segunda-feira: fecha às (horário 1)');
  await mondayCloses.fill('');
  await mondayCloses.pressSequentially('0200');
  await expect(mondayCloses).toHaveValue('02:00');
  await expect(page.getByText('até 02:00 do dia seguinte')).toBeVisible();

  await page.getByRole('switch', { name: 'Terça-feira: aberto' }).click();
  await page.getByLabel('Terça-feira: abre às (horário 1)').fill('01:00');
  await page.getByLabel('Terça-feira: fecha às (horário 1)').fill('03:00');
  await page.getByRole('button', { name: 'Salvar horários' }).click();
  await expect(page.getByText('Este horário se sobrepõe a 18:00–02:00 de segunda.')).toBeVisible();
  await expect(page.getByLabel('Terça-feira: abre às (horário 1)')).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await page.getByRole('button', { name: 'Remover horário 1 de Terça-feira' }).click();

  await page.getByRole('button', { name: 'Copiar Segunda-feira para outros dias' }).click();
  const dialog = page.getByRole('dialog', { name: 'Copiar Segunda-feira' });
  await dialog.getByRole('button', { name: 'Segunda a sexta' }).click();
  await dialog.getByRole('button', { name: 'Copiar' }).click();
  await expect(page.getByLabel('Sexta-feira: fecha às (horário 1)')).toHaveValue('02:00');

  await chooseOption(
    page,
    page.getByRole('combobox', { name: 'Fuso horário' }),
    'Amazonas (UTC−4)',
  );
  await page.getByRole('button', { name: 'Salvar horários' }).click();
  await expect(toast(page, 'Horários salvos')).toBeVisible();

  const rows = (await (
    await rest('opening_hours?select=weekday,opens_at,closes_at&order=weekday')
  ).json()) as unknown[];
  expect(rows).toEqual(
    [1, 2, 3, 4, 5].map((weekday) => ({ weekday, opens_at: '18:00:00', closes_at: '02:00:00' })),
  );
  const [shop] = (await (await rest('company_settings?select=timezone')).json()) as Array<{
    timezone: string;
  }>;
  expect(shop!.timezone).toBe('America/Manaus');
  await settings({ timezone: 'America/Sao_Paulo' });
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
