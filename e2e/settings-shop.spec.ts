import type { Page } from '@playwright/test';
import { test, expect } from './support/test.ts';
import { signInAsAdmin } from './support/sign-in.ts';
import { customerCheckout, keepShopSettings, PNG, settingsRow } from './support/shop-settings.ts';
import { toast as anyToast } from './support/toast.ts';

// The owner's settings screens for the shop's look and place: the theme (the panel and the
// customer's /client recoloured), the address located on the map, the logo, the printer test. The
// e2e stack is shared by the worker's spec files: every change is put back (afterAll restores the
// settings row as it was found), and only the third-party HTTP answers (geocoder, map tiles, CEP)
// are stubbed, at the browser's network layer.

const original = keepShopSettings();

const toast = (page: Page, title: string) => anyToast(page, title).first();

const primary = (page: Page) =>
  page.evaluate(() => document.documentElement.style.getPropertyValue('--primary').trim());

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
