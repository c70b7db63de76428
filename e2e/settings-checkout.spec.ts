import type { Page } from '@playwright/test';
import { test, expect } from './support/test.ts';
import { rest } from './support/admin-rest.ts';
import { signInAsAdmin } from './support/sign-in.ts';
import { customerCheckout, keepShopSettings } from './support/shop-settings.ts';
import { toast as anyToast } from './support/toast.ts';

// The owner's settings screens that change what a customer pays, seen from the customer's side:
// the fee saved on /delivery and the minimum on /settings, a code made on /promotions, a payment
// method switched off on /payment. The e2e stack is shared by the worker's spec files: every change
// is put back (afterAll restores the settings row as it was found), and only the third-party HTTP
// answers (wa.me) are stubbed, at the browser's network layer.

const original = keepShopSettings();

const toast = (page: Page, title: string) => anyToast(page, title).first();

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
