import type { Browser, Page } from '@playwright/test';
import { test, expect } from './support/test.ts';
import { stubWhatsApp } from './support/whatsapp.ts';
import { fillDelivery } from './support/checkout.ts';
import { rest } from './support/admin-rest.ts';
import { signedInDevice } from './support/sign-in.ts';

// Prices per size and the add-product dialog, end to end (docs/ordering-rules.md, "Preço por
// tamanho" and "Produtos"). The stack is shared by the run: each journey makes its own product and
// groups and deletes them, so the demo pizza other specs use never changes.

const brl = (amount: string) => new RegExp(`R\\$\\s${amount.replace('.', '\\.')}`);
const suffix = () => Date.now().toString(36);

async function ok(response: Response, what: string) {
  expect(response.ok, `${what}: ${response.status} ${await response.clone().text()}`).toBe(true);
  return response;
}

async function rpc<T>(name: string, body: unknown): Promise<T> {
  const res = await ok(await rest(`rpc/${name}`, { method: 'POST', body }), name);
  const text = await res.text();
  return (text ? JSON.parse(text) : null) as T;
}

const adminAt = (browser: Browser, path: string, width = 1366) =>
  signedInDevice(browser, path, { width, height: 900 });

const addButton = (sheet: ReturnType<Page['getByRole']>) =>
  sheet.getByRole('button', { name: /^(Adicionar|Atualizar) · / });

test.describe('a pizzeria', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('prices each flavour per size: a broto and a grande meio a meio at checkout', async ({
    page,
    context,
    browser,
  }) => {
    test.setTimeout(120_000);
    const tag = suffix();
    const product = `Pizza Tamanhos ${tag}`;
    const customer = `Cliente Tamanhos ${tag}`;
    const groupIds: string[] = [];
    let productId = '';
    try {
      // The shop's pizza: R$ 30,00, a size (Broto free, Grande + R$ 20,00), two flavours by the
      // dearest half, priced per size.
      const sizeId = await rpc<string>('save_option_group', {
        name: 'Tamanho',
        min_select: 1,
        max_select: 1,
        pricing: 'sum',
        options: [
          { name: 'Broto', price: 0 },
          { name: 'Grande', price: 20 },
        ],
      });
      groupIds.push(sizeId);
      const sizes = (await (
        await rest(`options?select=id,name&group_id=eq.${sizeId}&order=sort_order`)
      ).json()) as Array<{ id: string; name: string }>;
      const [broto, grande] = sizes;
      const flavoursId = await rpc<string>('save_option_group', {
        name: 'Sabores',
        min_select: 1,
        max_select: 2,
        pricing: 'max',
        depends_on_group_id: sizeId,
        options: [
          {
            name: 'Muçarela',
            price: 0,
            prices: [{ depends_on_option_id: grande!.id, price: 6 }],
          },
          {
            name: 'Quatro Queijos',
            price: 8,
            prices: [{ depends_on_option_id: broto!.id, price: 8 }],
          },
        ],
      });
      groupIds.push(flavoursId);
      await ok(
        await rest('products', {
          method: 'POST',
          body: { name: product, price: 30, category: 'Pizzas', description: 'Do forno' },
        }),
        'product',
      );
      const [created] = (await (
        await rest(`products?select=id&name=eq.${encodeURIComponent(product)}`)
      ).json()) as Array<{ id: string }>;
      productId = created!.id;
      await rpc('set_product_option_groups', {
        product_id: productId,
        group_ids: [sizeId, flavoursId],
      });

      // The owner fills the table's empty cell: Quatro Queijos on a Grande costs R$ 14,00.
      const admin = await adminAt(browser, '/products');
      await admin.getByRole('button', { name: `Editar ${product}` }).click();
      const editProduct = admin.getByRole('dialog', { name: 'Editar Produto' });
      await editProduct.getByRole('button', { name: 'Editar grupo Sabores' }).click();
      const editGroup = admin.getByRole('dialog', { name: 'Editar grupo' });
      await expect(editGroup.getByLabel('Os preços destas opções dependem de')).toHaveValue(sizeId);
      const grid = editGroup.getByRole('group', { name: 'Preço de cada opção em cada Tamanho' });
      await expect(grid.getByLabel('Muçarela — Grande')).toHaveValue('6,00');
      await grid.getByLabel('Quatro Queijos — Grande').fill('14');
      await editGroup.getByRole('button', { name: 'Salvar grupo' }).click();
      await expect(editGroup).toBeHidden();
      await admin.context().close();

      // The customer: a broto meio a meio, then a grande with the same halves.
      await stubWhatsApp(context);
      await page.goto('/client');
      const card = page.getByRole('article', { name: product });
      await expect(card).toContainText(brl('30,00')); // a partir de: a Broto de Muçarela
      await card.getByRole('button', { name: `Escolher opções de ${product}` }).click();
      const sheet = page.getByRole('dialog', { name: product });
      const flavours = sheet.getByRole('region', { name: 'Sabores' });
      await expect(flavours).toContainText('Os preços mudam conforme Tamanho');
      await sheet
        .getByRole('region', { name: 'Tamanho' })
        .getByRole('radio', { name: /Broto/ })
        .check();
      await expect(flavours).toContainText('Preços para Broto');
      await flavours.getByRole('checkbox', { name: /Muçarela/ }).check();
      await flavours.getByRole('checkbox', { name: /Quatro Queijos/ }).check();
      await expect(flavours.getByRole('checkbox', { name: /Quatro Queijos/ })).toHaveAccessibleName(
        /R\$\s8,00/,
      );
      // 30,00 + Broto 0 + the dearest half (Quatro Queijos on a broto, 8,00)
      await expect(addButton(sheet)).toHaveText(brl('38,00'));
      await addButton(sheet).click();
      await expect(sheet).toHaveCount(0);

      await card.getByRole('button', { name: `Escolher opções de ${product}` }).click();
      await sheet
        .getByRole('region', { name: 'Tamanho' })
        .getByRole('radio', { name: /Grande/ })
        .check();
      await expect(flavours).toContainText('Preços para Grande');
      await flavours.getByRole('checkbox', { name: /Muçarela/ }).check();
      await flavours.getByRole('checkbox', { name: /Quatro Queijos/ }).check();
      await expect(flavours.getByRole('checkbox', { name: /Quatro Queijos/ })).toHaveAccessibleName(
        /R\$\s14,00/,
      );
      // 30,00 + Grande 20,00 + the dearest half (Quatro Queijos on a grande, 14,00)
      await expect(addButton(sheet)).toHaveText(brl('64,00'));
      await addButton(sheet).click();
      await expect(sheet).toHaveCount(0);

      await page.getByRole('button', { name: /^Ver carrinho, 2 itens, R\$\s102,00$/ }).click();
      const cart = page.getByRole('dialog', { name: 'Seu pedido' });
      await expect(cart.getByText('Tamanho: Broto · ½ Muçarela · ½ Quatro Queijos')).toBeVisible();
      await cart.getByRole('button', { name: 'Finalizar Pedido' }).click();
      await expect(page).toHaveURL(/\/client\/checkout$/);
      const summary = page.getByRole('complementary', { name: 'Resumo do pedido' });
      await expect(summary).toContainText(brl('102,00'));
      await fillDelivery(page, customer);
      const whatsapp = context.waitForEvent('page');
      await page.getByRole('button', { name: 'Finalizar Pedido' }).click();
      await (await whatsapp).close();
      await expect(page.getByRole('heading', { name: 'Pedido Recebido!' })).toBeVisible();

      // The server priced it as the sheet did.
      const [order] = (await (
        await rest(`orders?select=subtotal,items&customer_name=eq.${encodeURIComponent(customer)}`)
      ).json()) as Array<{ subtotal: number; items: Array<{ price: number }> }>;
      expect(Number(order!.subtotal)).toBe(102);
      expect(order!.items.map((item) => Number(item.price))).toEqual([38, 64]);
    } finally {
      if (productId) await rest(`products?id=eq.${productId}`, { method: 'DELETE' });
      for (const id of groupIds.reverse()) {
        await rest(`option_groups?id=eq.${id}`, { method: 'DELETE' });
      }
    }
  });
});

test('the owner adds "Água" with no photo, a short description and a complemento group in one go', async ({
  browser,
  page: customer,
}) => {
  test.setTimeout(90_000);
  const tag = suffix();
  const name = `Água ${tag}`;
  const group = `Gelo ${tag}`;
  const admin = await adminAt(browser, '/products');
  try {
    await admin.getByRole('button', { name: 'Adicionar Produto' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Adicionar Novo Produto' });
    await dialog.getByLabel('Nome').fill(name);
    await dialog.getByLabel('Descrição').fill('500ml');
    await dialog.getByLabel('Preço (R$)').fill('4');

    // A new group, before the product exists.
    await dialog.getByRole('button', { name: 'Criar grupo' }).click();
    const groupDialog = admin.getByRole('dialog', { name: 'Novo grupo de complementos' });
    await groupDialog.getByLabel('Nome do grupo').fill(group);
    await groupDialog.getByLabel('Nome da opção 1').fill('Com gelo e limão');
    await groupDialog.getByRole('button', { name: 'Salvar grupo' }).click();
    await expect(groupDialog).toBeHidden();
    await expect(dialog.getByRole('list', { name: 'Grupos deste produto' })).toContainText(group);

    await dialog.getByRole('button', { name: 'Adicionar Produto' }).click();
    await expect(admin.getByText('Produto adicionado', { exact: true })).toBeVisible();
    await expect(dialog).toBeHidden();

    // Saved together: the product offers the group.
    const [saved] = (await (
      await rest(
        `products?select=id,description,image_url,product_option_groups(option_groups(name))&name=eq.${encodeURIComponent(name)}`,
      )
    ).json()) as Array<{
      description: string;
      image_url: string | null;
      product_option_groups: Array<{ option_groups: { name: string } }>;
    }>;
    expect(saved).toMatchObject({ description: '500ml', image_url: null });
    expect(saved!.product_option_groups.map((link) => link.option_groups.name)).toEqual([group]);

    // The customer's menu shows a letter tile, never a broken image, and the sheet the group.
    await customer.goto('/client');
    const card = customer.getByRole('article', { name });
    await card.scrollIntoViewIfNeeded();
    await expect(card.getByTestId('product-image-initial')).toHaveText('Á');
    await expect(card.locator('img')).toHaveCount(0);
    await card.getByRole('button', { name: `Escolher opções de ${name}` }).click();
    await expect(
      customer.getByRole('dialog', { name }).getByRole('region', { name: group }),
    ).toBeVisible();
  } finally {
    await rest(`products?name=eq.${encodeURIComponent(name)}`, { method: 'DELETE' });
    await rest(`option_groups?name=eq.${encodeURIComponent(group)}`, { method: 'DELETE' });
    await admin.context().close();
  }
});
