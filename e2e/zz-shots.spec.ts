import { test, expect } from './support/test.ts';
import { rest } from './support/admin-rest.ts';

const COXINHA = '5e1d0001-0000-4000-8000-000000000006';
const cart = JSON.stringify([
  { id: '5e1d0001-0000-4000-8000-000000000001', name: 'Pizza Margherita', price: 49.9, quantity: 1 },
  { id: COXINHA, name: 'Coxinha de Frango', price: 8.5, quantity: 2 },
]);

for (const [label, viewport] of [
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1280, height: 860 }],
] as const) {
  test(`shots ${label}`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto('/client');
    await page.setViewportSize(viewport);
    await page.getByRole('button', { name: 'Adicionar Refrigerante Lata ao carrinho' }).click();
    await page.waitForTimeout(120);
    await page.screenshot({ path: `.tmp/shots/added-mid-${label}.png` });
    await page.waitForTimeout(500);
    await page.screenshot({ path: `.tmp/shots/added-${label}.png` });
    await (await rest(`products?id=eq.${COXINHA}`, { method: 'PATCH', body: { is_available: false } })).text();
    try {
      await page.evaluate((value) => localStorage.setItem('cart', value), cart);
      await page.goto('/client');
      await expect(page.getByText('ficou indisponível')).toBeVisible();
      await page.screenshot({ path: `.tmp/shots/menu-unavailable-${label}.png` });
      if (label === 'phone') {
        await page.getByRole('button', { name: /^Ver carrinho,/ }).click();
        await page.waitForTimeout(600);
        await page.screenshot({ path: `.tmp/shots/sheet-unavailable-${label}.png` });
      }
      await page.goto('/client/checkout');
      const aside = page.getByRole('complementary', { name: 'Resumo do pedido' });
      await expect(aside.getByText('Indisponível')).toBeVisible();
      await page.getByRole('button', { name: 'Finalizar Pedido' }).click();
      await page.waitForTimeout(800);
      await aside.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `.tmp/shots/checkout-unavailable-${label}.png` });
      await aside.getByText('Indisponível').scrollIntoViewIfNeeded();
      await page.screenshot({ path: `.tmp/shots/checkout-line-${label}.png` });
    } finally {
      await rest(`products?id=eq.${COXINHA}`, { method: 'PATCH', body: { is_available: true } });
    }
  });
}
