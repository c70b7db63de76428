// The owner's team: a person added on /equipe signs in with their own account and sees only the
// pages of their role; a page outside it says so instead of showing refusals.
import { signInAsAdmin } from './support/sign-in.ts';
import { expect, test } from './support/test.ts';

test('the owner adds an attendant, who sees only the counter pages', async ({ page }) => {
  // The e2e stack is shared by the specs: a username of its own for each run.
  const username = `caixa${Date.now().toString(36)}`;
  await signInAsAdmin(page, { open: '/equipe' });
  await expect(page.getByRole('heading', { name: 'Equipe', level: 1 })).toBeVisible();
  await expect(page.getByRole('listitem', { name: 'admin' })).toContainText('Dono');

  await page.getByRole('button', { name: 'Adicionar pessoa' }).click();
  const dialog = page.getByRole('dialog', { name: 'Adicionar pessoa' });
  await dialog.getByLabel('Nome de usuário').fill(username);
  await dialog.getByLabel('Nome', { exact: true }).fill('Bia do Caixa');
  await dialog.getByLabel('Senha inicial').fill('senha-da-bia-1');
  await dialog.getByRole('button', { name: 'Adicionar' }).click();
  await expect(dialog).toBeHidden();
  const bia = page.getByRole('listitem', { name: 'Bia do Caixa' });
  await expect(bia).toContainText(username);
  await expect(bia).toContainText('Atendente');
  await expect(bia).toContainText('Ativo');

  await page.getByRole('button', { name: 'Minha Conta' }).click();
  await page.getByRole('menuitem', { name: 'Sair' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await page.getByLabel('Nome de usuário').fill(username);
  await page.getByLabel('Senha', { exact: true }).fill('senha-da-bia-1');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 30_000 });
  const menu = page.getByRole('navigation', { name: 'Menu do painel' });
  await expect(menu.getByRole('link')).toHaveText(['Dashboard', 'Pedidos', 'Histórico']);

  await page.goto('/settings');
  await expect(
    page.getByRole('heading', { name: 'Sua função (Atendente) não tem acesso a esta página.' }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Ir para a minha página inicial' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});
