import { test, expect } from './support/test.ts';
import { signInAsAdmin } from './support/sign-in.ts';

test('the owner points the menu link and QR code at a public address, and back', async ({
  page,
  baseURL,
}) => {
  await signInAsAdmin(page);
  await page.goto('/settings');
  const link = page.getByLabel('Link do cardápio');
  await expect(link).toHaveValue(`${baseURL}/client`);

  const address = page.getByLabel('Endereço público do cardápio (opcional)');
  await address.fill('minhaloja.com.br');
  await page.getByRole('button', { name: 'Salvar endereço' }).click();
  await expect(
    page.getByText('Informe um endereço completo, começando com https:// (ou deixe em branco).'),
  ).toBeVisible();
  await expect(link).toHaveValue(`${baseURL}/client`);

  await address.fill('https://pedidos.minhaloja.com.br/client');
  await page.getByRole('button', { name: 'Salvar endereço' }).click();
  await expect(link).toHaveValue('https://pedidos.minhaloja.com.br/client');
  await page.reload();
  await expect(page.getByLabel('Link do cardápio')).toHaveValue(
    'https://pedidos.minhaloja.com.br/client',
  );

  await page.getByLabel('Endereço público do cardápio (opcional)').fill('');
  await page.getByRole('button', { name: 'Salvar endereço' }).click();
  await expect(page.getByLabel('Link do cardápio')).toHaveValue(`${baseURL}/client`);
});
