import type { Browser, Page } from '@playwright/test';
import { test, expect } from './support/test.ts';
import { fillDelivery } from './support/checkout.ts';
import { stubWhatsApp } from './support/whatsapp.ts';
import { rest } from './support/admin-rest.ts';
import { signedInDevice } from './support/sign-in.ts';

// Complementos end to end on a phone: a pizza meio a meio with a border and a burger with two
// extras go through the product sheet, the cart and checkout; the server prices them as the sheet
// said, and the owner's dashboard shows the order with its options. An option marked esgotado on
// /menu greys out on an open storefront. The stack is shared by the whole e2e run: what a test
// changes it puts back, and its orders carry a customer name of their own.

test.use({ viewport: { width: 390, height: 844 } });

const CALABRESA = '5e1d0004-0000-4000-8000-000000000203';
const brl = (amount: string) => new RegExp(`R\\$\\s${amount.replace('.', '\\.')}`);
const suffix = () => Date.now().toString(36);

const signedInAdmin = (browser: Browser, path: string) =>
  signedInDevice(browser, path, { width: 1280, height: 800 });

const addButton = (sheet: ReturnType<Page['getByRole']>) =>
  sheet.getByRole('button', { name: /^(Adicionar|Atualizar) · / });

test('a pizza meio a meio with a border and a burger with two extras: sheet, cart, checkout, dashboard', async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(90_000);
  await stubWhatsApp(context);
  const name = `Cliente Complementos ${suffix()}`;
  await page.goto('/client');

  // The pizza: a card with complementos opens the sheet rather than adding.
  const pizzaCard = page.getByRole('article', { name: 'Pizza Meio a Meio' });
  await expect(pizzaCard).toContainText('a partir de');
  await expect(pizzaCard.getByRole('button', { name: /ao carrinho/ })).toHaveCount(0);
  await pizzaCard.getByRole('button', { name: 'Escolher opções de Pizza Meio a Meio' }).click();
  const pizza = page.getByRole('dialog', { name: 'Pizza Meio a Meio' });
  await expect(pizza.getByRole('region', { name: 'Sabores' })).toContainText(
    'Meio a meio: cobra o sabor mais caro',
  );
  await expect(addButton(pizza)).toHaveText(brl('34,90'));
  await expect(addButton(pizza)).toHaveAttribute('aria-disabled', 'true');
  // A group's title stays on top as its options scroll under it: opaque, so none shows through.
  const title = pizza.getByRole('heading', { name: 'Sabores' }).locator('xpath=../..');
  expect(await title.evaluate((el) => getComputedStyle(el).position)).toBe('sticky');
  expect(
    await title.evaluate((el) => {
      const probe = document.createElement('canvas').getContext('2d')!;
      probe.fillStyle = getComputedStyle(el).backgroundColor;
      probe.fillRect(0, 0, 1, 1);
      return probe.getImageData(0, 0, 1, 1).data[3];
    }),
  ).toBe(255);
  // Tapping it anyway says what is missing, at the group (once the sheet has slid up).
  await pizza.evaluate((el) =>
    Promise.all(el.getAnimations({ subtree: true }).map((animation) => animation.finished)),
  );
  await addButton(pizza).click({ force: true });
  const size = pizza.getByRole('region', { name: 'Tamanho' });
  await expect(size.getByRole('alert')).toHaveText('Escolha uma opção em Tamanho');
  await expect(size).toBeInViewport();

  await size.getByRole('radio', { name: /Grande/ }).check();
  const flavours = pizza.getByRole('region', { name: 'Sabores' });
  await expect(flavours.getByRole('checkbox', { name: /Camarão/ })).toBeDisabled();
  await expect(flavours.getByRole('checkbox', { name: /Camarão/ })).toHaveAccessibleName(
    /Esgotado/,
  );
  await flavours.getByRole('checkbox', { name: /Calabresa/ }).check();
  await flavours.getByRole('checkbox', { name: /Portuguesa/ }).check();
  // Two flavours is the most.
  await expect(flavours.getByRole('checkbox', { name: /Frango com Catupiry/ })).toBeDisabled();
  await pizza
    .getByRole('region', { name: 'Borda' })
    .getByRole('radio', { name: /Catupiry/ })
    .check();
  // 34,90 + 22,00 (Grande) + 6,00 (Portuguesa, the dearer half) + 8,00 (Catupiry)
  await expect(addButton(pizza)).toHaveText(brl('70,90'));
  await expect(addButton(pizza)).not.toHaveAttribute('aria-disabled');
  await addButton(pizza).click();
  await expect(pizza).toHaveCount(0);

  // The burger: two extras.
  await page.getByRole('button', { name: 'Escolher opções de X-Burger da Casa' }).click();
  const burger = page.getByRole('dialog', { name: 'X-Burger da Casa' });
  await burger.getByRole('button', { name: 'Adicionar Bacon' }).click();
  await burger.getByRole('button', { name: 'Adicionar Ovo' }).click();
  // 32,90 + 5,00 + 2,50
  await expect(addButton(burger)).toHaveText(brl('40,40'));
  await addButton(burger).click();
  await expect(burger).toHaveCount(0);

  // The cart shows each line's choices; a line reopens in its sheet with them.
  await page.getByRole('button', { name: /^Ver carrinho, 2 itens, R\$\s111,30$/ }).click();
  const cart = page.getByRole('dialog', { name: 'Seu pedido' });
  await expect(
    cart.getByText('Tamanho: Grande (8 fatias) · ½ Calabresa · ½ Portuguesa · Borda: Catupiry'),
  ).toBeVisible();
  await expect(cart.getByText('Adicionais: Bacon, Ovo', { exact: true })).toBeVisible();
  await cart.getByRole('button', { name: 'Editar Pizza Meio a Meio' }).click();
  await expect(pizza.getByRole('checkbox', { name: /Portuguesa/ })).toBeChecked();
  await expect(addButton(pizza)).toHaveText(/^Atualizar · R\$\s70,90$/);
  await pizza.getByRole('button', { name: 'Fechar' }).click();

  // Checkout: the summary lists the choices; the server prices the order as the sheet did.
  await page.getByRole('button', { name: /^Ver carrinho/ }).click();
  await cart.getByRole('button', { name: 'Finalizar Pedido' }).click();
  await expect(page).toHaveURL(/\/client\/checkout$/);
  const summary = page.getByRole('complementary', { name: 'Resumo do pedido' });
  await expect(summary).toContainText('½ Calabresa · ½ Portuguesa');
  await expect(summary).toContainText('Adicionais: Bacon, Ovo');
  await fillDelivery(page, name);
  const whatsapp = context.waitForEvent('page');
  await page.getByRole('button', { name: 'Finalizar Pedido' }).click();
  await (await whatsapp).close();
  await expect(page.getByRole('heading', { name: 'Pedido Recebido!' })).toBeVisible();

  const res = await rest(
    `orders?select=id,order_number,subtotal,items&customer_name=eq.${encodeURIComponent(name)}`,
  );
  const [order] = (await res.json()) as Array<{
    id: string;
    order_number: string;
    subtotal: number;
    items: Array<{ name: string; price: number; options: Array<{ group: string; name: string }> }>;
  }>;
  expect(Number(order!.subtotal)).toBe(111.3);
  expect(order!.items.map((item) => [item.name, Number(item.price)])).toEqual([
    ['Pizza Meio a Meio', 70.9],
    ['X-Burger da Casa', 40.4],
  ]);
  expect(order!.items[0]!.options.map((o) => `${o.group}: ${o.name}`)).toEqual([
    'Tamanho: Grande (8 fatias)',
    'Sabores: Calabresa',
    'Sabores: Portuguesa',
    'Borda: Catupiry',
  ]);

  // The customer's tracking page lists the items with their choices.
  await page.getByRole('link', { name: 'Acompanhar pedido' }).click();
  const tracked = page.getByRole('region', { name: 'Itens do pedido' });
  await expect(
    tracked.getByText('Tamanho: Grande (8 fatias) · ½ Calabresa · ½ Portuguesa · Borda: Catupiry'),
  ).toBeVisible();

  // The owner's dashboard: the order dialog says the choices as the cart did, groups named.
  const admin = await signedInAdmin(browser, '/dashboard');
  await admin.getByRole('row').filter({ hasText: name }).click();
  const dialog = admin.getByRole('dialog');
  await expect(dialog).toContainText(`#${order!.order_number}`);
  await expect(dialog.getByText('1 x Pizza Meio a Meio')).toBeVisible();
  await expect(
    dialog.getByText('Tamanho: Grande (8 fatias) · ½ Calabresa · ½ Portuguesa · Borda: Catupiry'),
  ).toBeVisible();
  await expect(dialog.getByText('Adicionais: Bacon, Ovo', { exact: true })).toBeVisible();
  await admin.context().close();
});

test('an option marked esgotado on /menu greys out at once on an open product sheet', async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000);
  await page.goto('/client');
  await page.getByRole('button', { name: 'Escolher opções de Pizza Meio a Meio' }).click();
  const calabresa = page
    .getByRole('dialog', { name: 'Pizza Meio a Meio' })
    .getByRole('checkbox', { name: /Calabresa/ });
  await expect(calabresa).toBeEnabled();

  const admin = await signedInAdmin(browser, '/menu');
  try {
    await admin.getByRole('button', { name: 'Esgotado até amanhã: Calabresa (Sabores)' }).click();
    await expect(admin.getByText('Item esgotado')).toBeVisible();
    const reactivate = admin.getByRole('button', { name: 'Reativar Calabresa (Sabores)' }).first();
    await expect(reactivate).toBeVisible();

    // No reload: the open sheet greys it out.
    await expect(calabresa).toBeDisabled({ timeout: 10_000 });
    await expect(calabresa).toHaveAccessibleName(/Esgotado/);

    await reactivate.click();
    await expect(calabresa).toBeEnabled({ timeout: 10_000 });
  } finally {
    await rest(`options?id=eq.${CALABRESA}`, {
      method: 'PATCH',
      body: { is_available: true, unavailable_until: null },
    });
    await admin.context().close();
  }
});

test('the demo soda asks for its flavour, and the cart says which', async ({ page }) => {
  await page.goto('/client');
  const card = page.getByRole('article', { name: 'Refrigerante Lata' });
  await card.getByRole('button', { name: 'Escolher opções de Refrigerante Lata' }).click();
  const sheet = page.getByRole('dialog', { name: 'Refrigerante Lata' });
  const flavour = sheet.getByRole('region', { name: 'Sabor' });
  await expect(flavour.getByRole('radio')).toHaveCount(5);
  await expect(addButton(sheet)).toHaveAttribute('aria-disabled', 'true');
  await flavour.getByRole('radio', { name: /Guaraná Antarctica/ }).check();
  await expect(addButton(sheet)).toHaveText(brl('6,50'));
  await addButton(sheet).click();
  await page.getByRole('button', { name: /^Ver carrinho/ }).click();
  await expect(
    page.getByRole('dialog', { name: 'Seu pedido' }).getByText('Sabor: Guaraná Antarctica'),
  ).toBeVisible();
});
