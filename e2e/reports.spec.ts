import { test, expect } from './support/test.ts';
import { rest } from './support/admin-rest.ts';
import { placeOrder } from './support/panel.ts';
import { signInAsAdmin } from './support/sign-in.ts';

// The owner reads today's sales and finds a customer, their orders one tap away.

// E2E_SCREENSHOTS=<dir> keeps screenshots to look at; E2E_PHONE=1 takes them at a phone's width.
const shots = process.env.E2E_SCREENSHOTS;
if (process.env.E2E_PHONE) test.use({ viewport: { width: 390, height: 844 } });

test('the owner reads the report and finds a customer and their orders', async ({ page }) => {
  const base = process.env.E2E_BASE_URL!;
  const name = `Cliente Relatório ${Date.now().toString(36)}`;
  const order = await placeOrder(base, process.env.E2E_ANON_KEY!, name);
  const accepted = await rest('rpc/set_order_status', {
    method: 'POST',
    body: { order_id: order.id, status: 'processing' },
  });
  expect(accepted.status).toBe(200);

  await signInAsAdmin(page, { from: `${base}/login`, open: `${base}/relatorios` });
  await expect(page.getByRole('heading', { name: 'Relatórios' })).toBeVisible();
  await page.getByRole('button', { name: 'Hoje', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Hoje', pressed: true })).toBeVisible();
  const revenue = page.getByRole('group', { name: 'Faturamento' });
  await expect(revenue).toContainText('R$');
  await expect(revenue).not.toContainText('R$ 0,00');
  if (shots) await page.screenshot({ path: `${shots}/relatorios-resumo.png`, fullPage: true });

  await page.getByRole('tab', { name: 'Vendas' }).click();
  await expect(page.getByRole('table', { name: /Pedidos por dia da semana/ })).toBeVisible();
  if (shots) await page.screenshot({ path: `${shots}/relatorios-vendas.png`, fullPage: true });

  await page.goto(`${base}/clientes`);
  await page.getByRole('searchbox', { name: 'Buscar por nome ou telefone' }).fill(name);
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toBeVisible();
  if (shots) await page.screenshot({ path: `${shots}/clientes.png`, fullPage: true });
  await row.getByRole('link', { name: `Pedidos de ${name}` }).click();
  await expect(page).toHaveURL(/\/orders\?busca=11987654321$/);
  await expect(page.getByText(`#${order.order_number}`).first()).toBeVisible();
});
