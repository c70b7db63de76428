import type { Page } from '@playwright/test';
import { test, expect } from './support/test.ts';
import { keepShopSettings, PNG, settingsRow } from './support/shop-settings.ts';
import { signInAsAdmin } from './support/sign-in.ts';

// /delivery when the third-party services are out of reach (a shop's flaky connection, a blocked
// host): the CEP service and the geocoder time out or fail and the map tiles do not load. The owner
// still saves the address and the delivery area, is told what could not be looked up, and places
// the shop's pin by hand. Only that third-party HTTP is stubbed, at the browser's network layer;
// the settings row is put back as it was found.

keepShopSettings();

const toast = (page: Page, title: string) =>
  page.locator('[data-sonner-toast]').filter({ hasText: title }).first();

async function offline(page: Page, cep: 'timeout' | 'unknown') {
  await page.route('https://nominatim.openstreetmap.org/**', (route) => route.abort('timedout'));
  await page.route(/^https:\/\/[abc]\.tile\.openstreetmap\.org\//, (route) =>
    route.fulfill({ body: PNG, contentType: 'image/png' }),
  );
  await page.route('https://viacep.com.br/**', (route) =>
    cep === 'timeout' ? route.abort('timedout') : route.fulfill({ json: { erro: 'true' } }),
  );
}

test('without the CEP service and the geocoder, the address and area are saved and the pin is placed by hand', async ({
  page,
}) => {
  await offline(page, 'timeout');
  await signInAsAdmin(page);
  await page.goto('/delivery');

  const addressCard = page.locator('[data-slot=card]').filter({ hasText: 'Endereço da Empresa' });
  await addressCard.getByRole('button', { name: 'Editar endereço' }).click();
  await page.getByLabel('CEP').fill('01305000');
  await expect(page.getByRole('status').filter({ hasText: 'CEP' })).toHaveText(
    'Não foi possível consultar o CEP agora. Preencha o endereço abaixo.',
  );
  await page.getByLabel('Rua *').fill('Rua Augusta');
  await page.getByLabel('Número *').fill('900');
  await page.getByLabel('Bairro').fill('Consolação');
  await page.getByLabel('Cidade *').fill('São Paulo');
  await page.getByLabel('Estado *').fill('SP');
  await page.getByRole('button', { name: 'Salvar endereço' }).click();
  await expect(toast(page, 'Endereço atualizado')).toBeVisible();
  await expect
    .poll(async () => (await settingsRow()).company_address)
    .toBe('Rua Augusta, 900 - Consolação, São Paulo - SP');

  // The geocoder could not answer: the owner is told, and the map opens for the pin.
  await expect(page.getByRole('alert').filter({ hasText: 'posicionar o pino' })).toHaveText(
    'Não foi possível localizar o endereço no mapa. Toque no mapa onde fica a sua empresa para posicionar o pino.',
  );
  const map = page.locator('.leaflet-container');
  await expect(map).toBeVisible();
  await expect(map.locator('.leaflet-marker-icon')).toHaveCount(0);

  // Saving the area without a pin keeps what was typed.
  await page.getByLabel('Raio no mapa (km)').fill('2');
  await page.getByRole('button', { name: 'Salvar Configurações de Entrega' }).click();
  await expect(toast(page, 'Configurações salvas')).toBeVisible();
  await expect.poll(async () => (await settingsRow()).delivery_radius_km).toBe(2);
  expect(await settingsRow()).toMatchObject({ latitude: null, longitude: null });

  // A tap places the pin; dragging it moves it; saving stores where it stands.
  const box = (await map.boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  const marker = map.locator('.leaflet-marker-icon');
  await expect(marker).toBeVisible();
  await expect(
    page.getByText('Pino posicionado. Salve para guardar a nova localização.'),
  ).toBeVisible();
  await expect(map.locator('path.leaflet-interactive')).toBeVisible();
  // The map zooms to the pin's area; grab the pin once it has settled.
  let pin = (await marker.boundingBox())!;
  await expect
    .poll(async () => {
      const last = pin;
      pin = (await marker.boundingBox())!;
      return pin.x === last.x && pin.y === last.y;
    })
    .toBe(true);
  await page.mouse.move(pin.x + pin.width / 2, pin.y + pin.height - 4);
  await page.mouse.down();
  await page.mouse.move(pin.x + pin.width / 2 + 60, pin.y + pin.height - 4 + 30, { steps: 8 });
  await page.mouse.up();
  await page.getByRole('button', { name: 'Salvar Configurações de Entrega' }).click();
  await expect.poll(async () => (await settingsRow()).latitude, { timeout: 10_000 }).not.toBeNull();
  const saved = await settingsRow();
  // São Paulo's capital view (the UF typed): the pin lands near it, moved east and south by the drag.
  expect(Number(saved.latitude)).toBeGreaterThan(-24);
  expect(Number(saved.latitude)).toBeLessThan(-23.55);
  expect(Number(saved.longitude)).toBeGreaterThan(-46.633);
  expect(Number(saved.longitude)).toBeLessThan(-46);

  // After a reload the saved pin is shown, though the geocoder is still out of reach.
  await page.reload();
  await expect(page.locator('.leaflet-container .leaflet-marker-icon')).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'posicionar o pino' })).toHaveCount(0);
});

test('an unknown CEP says so under the field and leaves the typing to the owner', async ({
  page,
}) => {
  await offline(page, 'unknown');
  await signInAsAdmin(page);
  await page.goto('/delivery');
  const addressCard = page.locator('[data-slot=card]').filter({ hasText: 'Endereço da Empresa' });
  await addressCard.getByRole('button', { name: 'Editar endereço' }).click();
  const street = await page.getByLabel('Rua *').inputValue();
  await page.getByLabel('CEP').fill('99999999');
  await expect(page.getByRole('status').filter({ hasText: 'CEP' })).toHaveText(
    'CEP não encontrado. Preencha o endereço abaixo.',
  );
  await expect(page.getByLabel('Rua *')).toHaveValue(street);
  // Typing a CEP again clears the notice.
  await page.getByLabel('CEP').fill('0130');
  await expect(page.getByRole('status').filter({ hasText: 'CEP' })).toHaveCount(0);
});
