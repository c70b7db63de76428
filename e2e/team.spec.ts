// The shop's team on a delivery night: the owner adds an attendant and a courier on /equipe; the
// attendant signs in to the counter's pages only, accepts an order and gives it to the courier from
// the board; the courier, on a 390 px phone, takes it out and delivers it; the owner's acerto counts
// it, and Equipe says when each person last signed in.
import type { Page } from '@playwright/test';
import { chooseOption } from './support/select.ts';
import { signInAsAdmin, signOut } from './support/sign-in.ts';
import { expect, test } from './support/test.ts';
import { stubWhatsApp } from './support/whatsapp.ts';
import { placeOrderAsCustomer } from './support/place-order.ts';

/** A cash delivery as the customer's phone sends it. */
async function placeCashOrder(name: string): Promise<string> {
  const order = await placeOrderAsCustomer({
    customer_name: name,
    payment_method: 'cash',
    fulfillment: 'delivery',
  });
  return order.order_number;
}

async function addMember(page: Page, member: { username: string; name: string; role?: string }) {
  await page.getByRole('button', { name: 'Adicionar pessoa' }).click();
  const dialog = page.getByRole('dialog', { name: 'Adicionar pessoa' });
  await dialog.getByLabel('Nome de usuário').fill(member.username);
  await dialog.getByLabel('Nome', { exact: true }).fill(member.name);
  if (member.role) await chooseOption(page, dialog.getByLabel('Função'), member.role);
  await dialog.getByLabel('Senha inicial').fill('senha-da-equipe-1');
  await dialog.getByRole('button', { name: 'Adicionar' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('listitem', { name: member.name })).toContainText(member.username);
}

async function signIn(page: Page, username: string) {
  await page.goto('/login');
  await page.getByLabel('Nome de usuário').fill(username);
  await page.getByLabel('Senha', { exact: true }).fill('senha-da-equipe-1');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).not.toHaveURL(/\/login$/, { timeout: 30_000 });
}

const column = (page: Page, name: string) =>
  page.getByRole('region', { name: new RegExp(`^${name}`) });

test('the owner adds an attendant and a courier; the attendant accepts and assigns, the courier delivers from a phone, the acerto counts it', async ({
  page,
  browser,
  context,
}) => {
  test.setTimeout(180_000);
  // The e2e stack is shared by the specs: names of this run's own.
  const tag = Date.now().toString(36);
  const attendant = { username: `caixa${tag}`, name: `Bia ${tag}` };
  const courier = { username: `moto${tag}`, name: `Zé Moto ${tag}`, role: 'Entregador' };
  const customer = `Cliente Equipe ${tag}`;

  await signInAsAdmin(page, { open: '/equipe' });
  await expect(page.getByRole('heading', { name: 'Equipe', level: 1 })).toBeVisible();
  await expect(page.getByRole('listitem', { name: 'admin' })).toContainText('Dono');
  await addMember(page, attendant);
  await addMember(page, courier);
  const bia = page.getByRole('listitem', { name: attendant.name });
  await expect(bia).toContainText('Atendente');
  await expect(bia).toContainText('Ativo');
  await expect(bia).toContainText('Ainda não entrou no painel');
  await expect(page.getByRole('listitem', { name: courier.name })).toContainText('Entregador');
  await signOut(page);

  // The attendant: the counter's pages only.
  await signIn(page, attendant.username);
  await expect(page).toHaveURL(/\/dashboard$/);
  const menu = page.getByRole('navigation', { name: 'Menu do painel' });
  await expect(menu.getByRole('link')).toHaveText([
    'Dashboard',
    'Pedidos',
    'Caixa',
    'Histórico',
    'Clientes',
  ]);
  await page.goto('/settings');
  await expect(
    page.getByRole('heading', { name: 'Sua função (Atendente) não tem acesso a esta página.' }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Ir para a minha página inicial' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // An order arrives; the attendant accepts it and gives it to the courier on the board.
  await stubWhatsApp(context);
  await page.goto('/orders?vista=quadro');
  await expect(column(page, 'Aguardando')).toBeVisible();
  const number = await placeCashOrder(customer);
  const card = (name: string) =>
    column(page, name).getByRole('button', { name: new RegExp(`#${number},`) });
  await card('Aguardando').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(customer);
  const chat = context.waitForEvent('page');
  await dialog.getByRole('button', { name: 'Aceitar pedido' }).click();
  await (await chat).close();
  await expect(dialog.getByRole('button', { name: 'Aceitar pedido' })).toHaveCount(0);
  await expect(dialog.getByText(/^Em preparo por Bia/)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(card('Em preparo')).toBeVisible();
  await column(page, 'Em preparo')
    .getByLabel(`Entregador do pedido #${number}`)
    .selectOption({ label: courier.name });
  await expect(
    page.locator('[data-sonner-toast]').filter({ hasText: `Entrega com ${courier.name}` }),
  ).toBeVisible();

  // The courier's phone.
  const phone = await browser.newContext({
    baseURL: process.env.E2E_BASE_URL,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
  });
  try {
    const driver = await phone.newPage();
    await signIn(driver, courier.username);
    await expect(driver).toHaveURL(/\/entregas$/);
    const delivery = driver.getByRole('article', { name: `Pedido #${number}` });
    await expect(delivery).toContainText(customer);
    await delivery.getByRole('button', { name: 'Saiu para entrega' }).click();
    await delivery.getByRole('button', { name: 'Entregue' }).click();
    await expect(driver.getByText('Nenhuma entrega para você agora.')).toBeVisible();
  } finally {
    await phone.close();
  }

  // The owner settles with the courier, and sees who signed in when.
  await signOut(page);
  await signInAsAdmin(page, { open: '/entregas/acerto' });
  await page.getByLabel('Entregador').selectOption({ label: courier.name });
  await expect(page.locator('dl')).toContainText('Entregas1');
  await page.goto('/equipe');
  await expect(page.getByRole('listitem', { name: attendant.name })).toContainText(
    /Último acesso: \d\d\/\d\d\/\d{4} às \d\d:\d\d/,
  );
  await expect(page.getByRole('listitem', { name: courier.name })).toContainText('Último acesso');
});
