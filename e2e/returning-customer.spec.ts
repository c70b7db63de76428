import type { BrowserContext, Page } from '@playwright/test';
import { test, expect } from './support/test.ts';
import { stubWhatsApp } from './support/whatsapp.ts';

// Issue 18, items 8 and 9, on a phone: the header's cart when empty, where a refused checkout puts
// the customer, what the page shows while the order goes through, and a returning customer who
// orders again without typing. wa.me is answered inside the browser.

test.use({ viewport: { width: 390, height: 844 } });

const PIZZA = { id: '5e1d0001-0000-4000-8000-000000000001', name: 'Pizza Margherita', price: 49.9 };
const DETAILS_KEY = 'customer-details';

const uniqueName = (label: string) => `Cliente ${label} ${Date.now().toString(36)}`;
const submitButton = (page: Page) => page.getByRole('button', { name: 'Finalizar Pedido' });
const summary = (page: Page) => page.getByRole('complementary', { name: 'Resumo do pedido' });

test.beforeEach(async ({ context }) => {
  await stubWhatsApp(context);
});

async function seedCart(page: Page) {
  await page.goto('/nao-existe');
  await page.evaluate(
    (cart) => localStorage.setItem('cart', cart),
    JSON.stringify([{ ...PIZZA, quantity: 1 }]),
  );
  await page.goto('/client/checkout');
  await expect(page.getByRole('heading', { name: 'Finalizar Pedido' })).toBeVisible();
}

/** Submits and returns the WhatsApp message once the window reaches wa.me. */
async function submitAndReadWhatsApp(page: Page, context: BrowserContext) {
  const popupOpened = context.waitForEvent('page');
  await submitButton(page).click();
  const popup = await popupOpened;
  await popup.waitForURL(/^https:\/\/wa\.me\//);
  const text = new URL(popup.url()).searchParams.get('text') ?? '';
  await popup.close();
  return text;
}

test('the empty cart in the header says so under it, not in a toast over the header', async ({
  page,
}) => {
  await page.goto('/client');
  const cart = page.getByRole('link', { name: 'Carrinho, 0 itens' });
  await cart.click();
  await expect(page).toHaveURL(/\/client$/);
  const hint = page.getByRole('status').filter({ hasText: 'Carrinho vazio' });
  await expect(hint).toBeInViewport();
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
  // Right under the cart, inside the screen.
  const [cartBox, hintBox] = [(await cart.boundingBox())!, (await hint.boundingBox())!];
  expect(hintBox.y).toBeGreaterThanOrEqual(cartBox.y + cartBox.height);
  expect(hintBox.y).toBeLessThan(cartBox.y + cartBox.height + 24);
  expect(hintBox.x).toBeGreaterThanOrEqual(0);
  expect(hintBox.x + hintBox.width).toBeLessThanOrEqual(390);
  await expect(hint).toBeHidden({ timeout: 6_000 });
});

test('a refused checkout puts the cursor on the first wrong field, top to bottom', async ({
  page,
}) => {
  await seedCart(page);
  await submitButton(page).click();
  await expect(page.getByLabel('Nome Completo')).toBeFocused();
  await expect(page.getByLabel('Nome Completo')).toBeInViewport();

  await page.getByLabel('Nome Completo').fill('Ana Souza');
  await page.getByLabel('Telefone').pressSequentially('11987654321');
  await submitButton(page).click();
  // Rua before Número and Bairro, as the form reads; in view, not under the sticky header.
  const street = page.getByLabel('Rua');
  await expect(street).toBeFocused();
  await expect(street).toBeInViewport();
  const headerBottom = (await page.locator('header').boundingBox())!;
  expect((await street.boundingBox())!.y).toBeGreaterThan(headerBottom.y + headerBottom.height);
});

test('while the order goes through, the page keeps showing it: no empty summary, no minimum warning', async ({
  page,
  context,
}) => {
  await seedCart(page);
  await page.getByLabel('Nome Completo').fill(uniqueName('sem piscar'));
  await page.getByLabel('Telefone').pressSequentially('11987654321');
  await page.getByLabel('Rua').fill('Rua das Flores');
  await page.getByLabel('Número').fill('123');
  await page.getByLabel(/^Bairro\*?$/).fill('Centro');
  await expect(summary(page)).toContainText('R$ 54,90');
  // The success page's code arrives late, as on a slow phone: the checkout stays on screen meanwhile.
  await page.route('**/assets/success-page-*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { seen: string[] }).seen = seen;
    const check = () => {
      const main = document.querySelector('main')?.textContent ?? '';
      if (main.includes('Seu carrinho está vazio')) seen.push('carrinho vazio');
      const aside = document.querySelector('[aria-label="Resumo do pedido"]');
      if (!aside) return;
      // Intl writes "R$" with a no-break space.
      const text = (aside.textContent ?? '').replace(/\s+/g, ' ');
      if (!text.includes('Pizza Margherita')) seen.push('resumo sem itens');
      if (!text.includes('R$ 54,90')) seen.push('total mudou');
      if (text.includes('Faltam')) seen.push('aviso de pedido mínimo');
    };
    new MutationObserver(check).observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
    });
  });

  await submitAndReadWhatsApp(page, context);
  await expect(page.getByRole('heading', { name: 'Pedido Recebido!' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { seen: string[] }).seen)).toEqual([]);
  expect(await page.evaluate(() => localStorage.getItem('cart'))).toBeNull();
});

test('a returning customer orders again in 3 taps and no typing, from the menu to WhatsApp', async ({
  page,
  context,
}) => {
  const customer = uniqueName('de volta');
  // The first order: everything typed, 'Lembrar meus dados' on as it comes.
  await seedCart(page);
  const remember = page.getByRole('checkbox', { name: 'Lembrar meus dados neste aparelho' });
  await expect(remember).toBeChecked();
  await expect(page.getByText(/ficam salvos só neste aparelho/)).toBeVisible();
  await page.getByLabel('Nome Completo').fill(customer);
  await page.getByLabel('Telefone').pressSequentially('11987654321');
  await page.getByLabel('Rua').fill('Rua das Flores');
  await page.getByLabel('Número').fill('123');
  await page.getByLabel('Complemento').fill('Apto 42');
  await page.getByLabel(/^Bairro\*?$/).fill('Centro');
  await page.getByLabel('Ponto de referência').fill('Portão azul');
  await page.locator('label').filter({ hasText: 'Dinheiro' }).click();
  await page.getByLabel('Observações').fill('Sem cebola');
  await submitAndReadWhatsApp(page, context);
  await expect(page.getByRole('heading', { name: 'Pedido Recebido!' })).toBeVisible();

  // Next week: the QR code opens the menu again, and every tap and key is counted from there.
  await page.addInitScript(() => {
    const counts = { taps: 0, keys: 0 };
    (window as unknown as { counts: typeof counts }).counts = counts;
    document.addEventListener('click', (e) => e.isTrusted && counts.taps++, true);
    document.addEventListener('keydown', (e) => e.isTrusted && counts.keys++, true);
  });
  await page.goto('/client');
  await page.getByRole('button', { name: `Adicionar ${PIZZA.name} ao carrinho` }).click();
  await page.getByRole('link', { name: 'Carrinho, 1 item' }).click();
  await expect(page.getByLabel('Nome Completo')).toHaveValue(customer);
  await expect(page.getByText(/Preenchemos com os dados salvos neste aparelho/)).toBeVisible();
  await expect(page.getByLabel('Observações')).toHaveValue('');
  const message = await submitAndReadWhatsApp(page, context);
  await expect(page.getByRole('heading', { name: 'Pedido Recebido!' })).toBeVisible();

  const counts = await page.evaluate(
    () => (window as unknown as { counts: { taps: number; keys: number } }).counts,
  );
  expect(counts.taps).toBeLessThanOrEqual(4);
  expect(counts.keys).toBe(0);
  expect(message).toContain(`*Cliente:* ${customer}`);
  expect(message).toContain('(11) 98765-4321');
  expect(message).toContain('Rua das Flores, 123 - Apto 42 - Centro');
  expect(message).toContain('Portão azul');
  expect(message).toContain('*Pagamento:* Dinheiro');
  expect(message).not.toContain('Sem cebola');

  // 'Esquecer': unchecked, nothing personal stays on the device, and the next form starts blank.
  await page.goto('/client');
  await page.getByRole('button', { name: `Adicionar ${PIZZA.name} ao carrinho` }).click();
  await page.getByRole('link', { name: 'Carrinho, 1 item' }).click();
  await remember.click();
  await expect(page.getByText(/Dados apagados deste aparelho/)).toBeVisible();
  const stored = await page.evaluate((key) => localStorage.getItem(key), DETAILS_KEY);
  expect(stored).not.toContain(customer);
  await page.reload();
  await expect(page.getByLabel('Nome Completo')).toHaveValue('');
  await expect(remember).not.toBeChecked();
});
