import type { Page } from '@playwright/test';
import { expect } from './test.ts';

/** Signs the default admin in through the real login page (it lands on /security). */
export async function signInAsAdmin(page: Page): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Nome de usuário').fill('admin');
  await page.getByLabel('Senha', { exact: true }).fill('admin123');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/security$/);
}
