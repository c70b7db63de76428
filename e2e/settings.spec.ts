import type { Browser, Page } from '@playwright/test';
import { test, expect } from './support/test.ts';
import { rest } from './support/admin-rest.ts';
import { signInAsAdmin } from './support/sign-in.ts';
import { keepShopSettings, PNG, settingsRow } from './support/shop-settings.ts';

// The owner's settings screens, seen from the customer's side: what /settings, /payment,
// /promotions, /settings/theme and /delivery save is what the storefront shows and checkout
// charges. The e2e stack is shared by the whole run: every change is put back (afterAll restores
// the settings row as it was found), and only the third-party HTTP answers (geocoder, map tiles,
// CEP, wa.me) are stubbed, at the browser's network layer.

const MARGHERITA = {
  id: '5e1d0001-0000-4000-8000-000000000001',
  name: 'Pizza Margherita',
  price: 49.9,
};

// --- the admin's REST access: to read what was saved and to put the row back -------------------

const original = keepShopSettings();

// --- helpers --------------------------------------------------------------------------------------

const toast = (page: Page, title: string) =>
  page.locator('[data-sonner-toast]').filter({ hasText: title }).first();

/** A customer on another device (no admin localStorage), with a cart and the checkout open. */
async function customerCheckout(browser: Browser, quantity = 1) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) =>
    route.abort('blockedbyclient'),
  );
  await context.route('https://wa.me/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<p>WhatsApp</p>' }),
  );
  const page = await context.newPage();
  await page.goto(`${process.env.E2E_BASE_URL}/nao-existe`);
  await page.evaluate(
    (cart) => localStorage.setItem('cart', cart),
    JSON.stringify([{ ...MARGHERITA, quantity }]),
  );
  await page.goto(`${process.env.E2E_BASE_URL}/client/checkout`);
  await expect(page.getByRole('heading', { name: 'Finalizar Pedido' })).toBeVisible();
  return { context, page };
}

const primary = (page: Page) =>
  page.evaluate(() => document.documentElement.style.getPropertyValue('--primary').trim());

// --- the journeys ---------------------------------------------------------------------------------

test('the fee saved on /delivery and the minimum saved on /settings are shown on /client and charged at checkout', async ({
  page,
  browser,
}) => {
  // Two panel pages (one with the map) and a customer's checkout: a long journey on a loaded machine.
  test.setTimeout(120_000);
  await signInAsAdmin(page);
  // The fee has one place, /delivery, which says it is the one in force (no bairros).
  await page.goto('/delivery');
  await page.getByLabel('Taxa única de entrega (R$)').fill('6.50');
  await page.getByRole('button', { name: 'Salvar Configurações de Entrega' }).click();
  await expect(toast(page, 'Configurações salvas')).toBeVisible();
  await expect(page.getByRole('status', { name: 'Taxa em vigor' })).toContainText(
    'Em vigor: taxa única de R$ 6,50',
  );
  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'Configurações', level: 1 })).toBeVisible();
  await expect(page.getByLabel(/Taxa de entrega/)).toHaveCount(0);
  await page.getByLabel('Pedido mínimo (R$)').fill('25');
  await page.getByRole('button', { name: 'Salvar configurações' }).click();
  await expect(toast(page, 'Configurações salvas')).toBeVisible();

  const customer = await customerCheckout(browser);
  try {
    const summary = customer.page.getByRole('complementary', { name: 'Resumo do pedido' });
    await expect(summary).toContainText('Taxa de entrega');
    await expect(summary).toContainText('R$ 6,50');
    await expect(summary).toContainText('R$ 56,40');
    await expect(summary).toContainText('Pedido mínimo: R$ 25,00');

    const name = `Cliente taxa ${Date.now().toString(36)}`;
    await customer.page.getByLabel('Nome Completo').fill(name);
    await customer.page.getByLabel('Telefone').pressSequentially('11987654321');
    await customer.page.getByLabel('Rua').fill('Rua das Flores');
    await customer.page.getByLabel('Número').fill('123');
    await customer.page.getByLabel(/^Bairro\*?$/).fill('Centro');
    await customer.page.getByRole('button', { name: 'Finalizar Pedido' }).click();
    await expect(customer.page).toHaveURL(/\/client\/success$/);
    const res = await rest(
      `orders?select=delivery_fee,total_amount&customer_name=eq.${encodeURIComponent(name)}`,
    );
    expect(await res.json()).toEqual([{ delivery_fee: 6.5, total_amount: 56.4 }]);

    await customer.page.goto(`${process.env.E2E_BASE_URL}/client`);
    await expect(customer.page.getByText('Pedido mínimo: R$ 25,00').first()).toBeVisible();
  } finally {
    await customer.context.close();
  }

  // Back as found, for the next journeys of this file.
  const res = await rest('company_settings?id=eq.1', {
    method: 'PATCH',
    body: { delivery_fee: original().delivery_fee, minimum_order: original().minimum_order },
  });
  expect(res.ok).toBe(true);
});

test('a 10 % code created on /promotions is applied by a customer at checkout', async ({
  page,
  browser,
}) => {
  const code = `E2E${Date.now().toString(36).toUpperCase()}`;
  await signInAsAdmin(page);
  await page.goto('/promotions');
  await page.getByRole('button', { name: 'Novo Código' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Criar código' }).click();
  await expect(dialog.getByText('O código promocional não pode estar vazio')).toBeVisible();
  await expect(dialog.getByText('Desconto deve ser um valor maior que zero')).toBeVisible();
  await dialog.getByLabel('Código', { exact: true }).fill(`  ${code.toLowerCase()} `);
  await dialog.getByLabel('Desconto (%)').fill('150');
  await dialog.getByRole('button', { name: 'Criar código' }).click();
  await expect(dialog.getByText('Desconto percentual deve estar entre 1% e 100%')).toBeVisible();
  await dialog.getByLabel('Desconto (%)').fill('10');
  await dialog.getByRole('button', { name: 'Criar código' }).click();
  await expect(toast(page, 'Código promocional criado')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: code });
  await expect(row).toContainText('10%');
  await expect(row).toContainText('Sem validade');
  await expect(row).toContainText('0 / ∞');
  await expect(row).toContainText('Ativo');

  await page
    .getByRole('searchbox', { name: 'Buscar código promocional' })
    .fill(code.slice(0, 6).toLowerCase());
  await expect(page.getByRole('row').filter({ hasText: code })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Buscar código promocional' }).fill('NAOEXISTE');
  await expect(page.getByText('Nenhum código encontrado')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Buscar código promocional' }).fill('');

  const customer = await customerCheckout(browser, 2);
  try {
    await customer.page.getByLabel('Código promocional').fill(code.toLowerCase());
    await customer.page.getByRole('button', { name: 'Aplicar' }).click();
    // 10 % of 2 × R$ 49,90.
    await expect(customer.page.getByText(`${code} aplicado`)).toContainText('R$ 9,98 de desconto');
  } finally {
    await customer.context.close();
  }

  await page.getByRole('button', { name: `Excluir ${code}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Excluir' }).click();
  await expect(toast(page, 'Código promocional excluído')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: code })).toHaveCount(0);
});

test("switching 'Cartão de Débito' off on /payment takes it out of checkout", async ({
  page,
  browser,
}) => {
  await signInAsAdmin(page);
  await page.goto('/payment');
  const trail = page.getByRole('navigation', { name: 'Trilha de navegação' });
  await expect(trail).toHaveText(/^Início.*Formas de pagamento$/);
  const debit = page.getByRole('switch', { name: /Cartão de Débito/ });
  await expect(debit).toBeChecked();
  await debit.click();
  await expect(toast(page, 'Formas de pagamento atualizadas')).toBeVisible();
  await expect(debit).not.toBeChecked();

  const customer = await customerCheckout(browser);
  try {
    await expect(customer.page.getByRole('radio', { name: /Cartão de Crédito/ })).toHaveCount(1);
    await expect(customer.page.getByRole('radio', { name: /Cartão de Débito/ })).toHaveCount(0);
  } finally {
    await customer.context.close();
  }

  await debit.click();
  await expect(debit).toBeChecked();
  const res = await rest('company_settings?id=eq.1&select=accepted_payment_methods');
  expect(
    ((await res.json()) as Array<{ accepted_payment_methods: string[] }>)[0]!
      .accepted_payment_methods,
  ).toContain('debit');
});

test("a theme switched on /settings/theme recolours the panel and the customer's /client", async ({
  page,
  browser,
}) => {
  await signInAsAdmin(page);
  await page.goto('/settings/theme');
  const purple = await primary(page);
  expect(purple).toBe('262 83% 58%');
  await expect(page.getByRole('button', { name: 'Aplicar Tema' })).toBeDisabled();
  await page.getByRole('radio', { name: /Verde Fresco/ }).click();
  await expect(toast(page, 'Tema aplicado')).toBeVisible();
  await expect.poll(() => primary(page)).toBe('142 71% 30%');
  expect(await page.evaluate(() => localStorage.getItem('selected-theme'))).toBe('green');
  await expect.poll(async () => (await settingsRow()).theme).toBe('green');

  const customer = await customerCheckout(browser);
  try {
    await customer.page.goto(`${process.env.E2E_BASE_URL}/client`);
    await expect.poll(() => primary(customer.page)).toBe('142 71% 30%');
  } finally {
    await customer.context.close();
  }

  // Auto-apply off: selecting waits for 'Aplicar Tema'. Back to purple.
  await page.getByLabel('Aplicar automaticamente').click();
  await page.getByRole('radio', { name: /Roxo Delivery/ }).click();
  expect(await primary(page)).toBe('142 71% 30%');
  await page.getByRole('button', { name: 'Aplicar Tema' }).click();
  await expect.poll(() => primary(page)).toBe(purple);
  await expect.poll(async () => (await settingsRow()).theme).toBe('purple');
});

test('the address is located on the map and the delivery settings are saved', async ({ page }) => {
  await page.route('https://nominatim.openstreetmap.org/**', (route) =>
    route.fulfill({ json: [{ lat: '-23.56', lon: '-46.65' }] }),
  );
  await page.route(/^https:\/\/[abc]\.tile\.openstreetmap\.org\//, (route) =>
    route.fulfill({ body: PNG, contentType: 'image/png' }),
  );
  await page.route('https://viacep.com.br/ws/01305000/json/', (route) =>
    route.fulfill({
      json: { logradouro: 'Rua Augusta', bairro: 'Consolação', localidade: 'São Paulo', uf: 'SP' },
    }),
  );
  await signInAsAdmin(page);
  await page.goto('/delivery');

  const addressCard = page.locator('[data-slot=card]').filter({ hasText: 'Endereço da Empresa' });
  await addressCard.getByRole('button', { name: 'Editar endereço' }).click();
  await page.getByLabel('Rua *').fill('');
  await page.getByRole('button', { name: 'Salvar endereço' }).click();
  await expect(toast(page, 'Campos obrigatórios')).toContainText(
    'Por favor, preencha todos os campos obrigatórios.',
  );
  await page.getByLabel('CEP').fill('01305000');
  await expect(page.getByLabel('Rua *')).toHaveValue('Rua Augusta');
  await expect(page.getByLabel('Bairro')).toHaveValue('Consolação');
  await page.getByLabel('Número *').fill('500');
  await page.getByRole('button', { name: 'Salvar endereço' }).click();
  await expect(toast(page, 'Endereço atualizado')).toBeVisible();
  await expect(toast(page, 'Localização encontrada')).toContainText(
    'Endereço localizado no mapa com sucesso!',
  );
  await expect(page.getByText('Rua Augusta, 500 - Consolação, São Paulo - SP')).toBeVisible();

  const map = page.locator('.leaflet-container');
  await expect(map.locator('path.leaflet-interactive')).toBeVisible();
  await page.getByLabel('Raio no mapa (km)').fill('3');
  await page.getByRole('button', { name: 'Salvar Configurações de Entrega' }).click();
  await expect(toast(page, 'Configurações salvas')).toContainText(
    `Raio de 3km, taxa de R$ ${Number(original().delivery_fee).toFixed(2).replace('.', ',')} e tempo de ${String(original().estimated_time)} min salvos.`,
  );
  const saved = await settingsRow();
  expect(saved).toMatchObject({
    delivery_radius_km: 3,
    latitude: -23.56,
    longitude: -46.65,
    company_address: 'Rua Augusta, 500 - Consolação, São Paulo - SP',
  });
});

test('the logo upload updates the header avatar; the printer test opens a sample receipt', async ({
  page,
}) => {
  await signInAsAdmin(page);
  await page.goto('/settings');
  await page.getByLabel('Arquivo do logo').setInputFiles({
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: PNG,
  });
  await expect(toast(page, 'Logo atualizado')).toBeVisible();
  const saved = await settingsRow();
  expect(String(saved.logo_url)).toMatch(/\/storage\/v1\/object\/public\/company-assets\/logo\//);
  expect(await page.evaluate(() => localStorage.getItem('companyLogo'))).toBe(saved.logo_url);
  await expect(page.locator(`header img[src="${String(saved.logo_url)}"]`)).toBeVisible();

  await page.getByLabel('Arquivo do logo').setInputFiles({
    name: 'notas.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('não é imagem'),
  });
  await expect(toast(page, 'Formato inválido')).toContainText(
    'Por favor, envie apenas arquivos de imagem.',
  );

  await page.getByRole('button', { name: 'Remover' }).click();
  await expect(toast(page, 'Logo removido')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('companyLogo'))).toBeNull();

  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Imprimir teste' }).click();
  const receipt = await popup;
  await expect(receipt.getByText('VIA DO CLIENTE')).toBeVisible();
  await expect(receipt.getByText('VIA DO ENTREGADOR')).toBeVisible();
  await expect(receipt.getByText('Pizza Margherita').first()).toBeVisible();
  await receipt.close();
});
