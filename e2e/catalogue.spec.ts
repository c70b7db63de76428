import type { Browser, Page } from '@playwright/test';
import { test, expect } from './support/test.ts';
import { signInAsAdmin } from './support/sign-in.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../tests/support/stack.ts';

// The owner manages the catalogue (/products, /menu) and a customer sees the result on /client.
// The stack is shared by every e2e spec: the product made here is deleted here, through the UI,
// and again through the API in `finally` if the test stopped half-way.

const ADMIN = { email: ADMIN_EMAIL, password: ADMIN_PASSWORD };
// A 2x2 red PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR42mP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);

const brl = (amount: string) => new RegExp(`R\\$\\s${amount.replace('.', '\\.')}`);

async function deleteThroughApi(name: string) {
  const base = process.env.E2E_BASE_URL!;
  const apikey = process.env.E2E_ANON_KEY!;
  const auth = await fetch(`${base}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey, 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  const { access_token } = (await auth.json()) as { access_token: string };
  await fetch(`${base}/rest/v1/products?name=eq.${encodeURIComponent(name)}`, {
    method: 'DELETE',
    headers: { apikey, authorization: `Bearer ${access_token}` },
  });
}

async function adminPage(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, acceptDownloads: true });
  const page = await context.newPage();
  await signInAsAdmin(page);
  return page;
}

test('the owner adds, edits, hides and deletes a product; the customer menu follows', async ({
  browser,
  baseURL,
  page: customer,
}) => {
  test.setTimeout(60_000);
  const name = `Empada E2E ${Date.now()}`;
  const card = (page: Page) => page.getByRole('article', { name, exact: true });
  const admin = await adminPage(browser, baseURL!);
  try {
    // Add, with an image, in a new category.
    await admin.goto('/products');
    await expect(admin.getByRole('heading', { level: 1, name: 'Produtos' })).toBeVisible();
    await admin.getByRole('button', { name: 'Adicionar Produto' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Adicionar Novo Produto' });
    await dialog.getByRole('button', { name: 'Adicionar Produto' }).click();
    await expect(dialog.getByText('Nome deve ter pelo menos 3 caracteres')).toBeVisible();
    await dialog.getByLabel('Nome').fill(name);
    await dialog.getByLabel('Descrição').fill('Massa podre com frango');
    await dialog.getByLabel('Preço (R$)').fill('15,50');
    await dialog.getByLabel('Categoria').click();
    await admin.getByRole('option', { name: '+ Nova categoria…' }).click();
    await dialog.getByLabel('Categoria').fill('Testes E2E');
    await dialog
      .locator('input[type=file]')
      .setInputFiles({ name: 'empada.png', mimeType: 'image/png', buffer: PNG });
    await expect(dialog.getByRole('img', { name: 'Pré-visualização da imagem' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Adicionar Produto' }).click();
    await expect(admin.getByText('Produto adicionado', { exact: true })).toBeVisible();
    await expect(dialog).toBeHidden();
    const adminCard = admin.getByTestId('product-card').filter({ hasText: name });
    await expect(adminCard).toContainText(brl('15,50'));
    await expect(adminCard).toContainText('Testes E2E');

    // The customer sees it with its picture, stored in the product-images bucket.
    await customer.goto('/client');
    await expect(card(customer)).toContainText(brl('15,50'));
    const picture = card(customer).locator('img');
    await expect(picture).toHaveAttribute('src', /\/storage\/v1\/object\/public\/product-images\//);
    // Pictures far down the menu load as the customer scrolls to them (the demo menu is long).
    await card(customer).scrollIntoViewIfNeeded();
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);

    const firstImage = (await picture.getAttribute('src'))!;

    // Edit the price.
    await admin.getByRole('button', { name: `Editar ${name}` }).click();
    const edit = admin.getByRole('dialog', { name: 'Editar Produto' });
    await expect(edit.getByLabel('Preço (R$)')).toHaveValue('15,50');
    await edit.getByLabel('Preço (R$)').fill('18');
    // A new photo straight from a phone camera (a 2400×1800 JPEG): the browser stores it as WebP
    // in three widths for the menu's slots, and the card lets the browser pick one.
    const camera = await admin.evaluate(async () => {
      const canvas = document.createElement('canvas');
      canvas.width = 2400;
      canvas.height = 1800;
      const context = canvas.getContext('2d')!;
      const gradient = context.createLinearGradient(0, 0, 2400, 1800);
      gradient.addColorStop(0, '#c0392b');
      gradient.addColorStop(1, '#f1c40f');
      context.fillStyle = gradient;
      context.fillRect(0, 0, 2400, 1800);
      for (let i = 0; i < 400; i++) {
        context.fillStyle = `hsl(${(i * 37) % 360} 70% 50% / 0.5)`;
        context.beginPath();
        context.arc((i * 131) % 2400, (i * 197) % 1800, 20 + (i % 60), 0, Math.PI * 2);
        context.fill();
      }
      const blob = await new Promise<Blob>((resolve) =>
        canvas.toBlob((b) => resolve(b!), 'image/jpeg', 0.92),
      );
      return Array.from(new Uint8Array(await blob.arrayBuffer()));
    });
    await edit
      .locator('input[type=file]')
      .setInputFiles({ name: 'foto.jpg', mimeType: 'image/jpeg', buffer: Buffer.from(camera) });
    await edit.getByRole('button', { name: 'Salvar alterações' }).click();
    await expect(admin.getByText('Produto atualizado', { exact: true })).toBeVisible();
    await expect(adminCard).toContainText(brl('18,00'));
    await customer.reload();
    await expect(card(customer)).toContainText(brl('18,00'));
    await expect(picture).toHaveAttribute('src', /-640\.webp$/);
    const stored = (await picture.getAttribute('src'))!;
    const widths = [160, 320, 640].map((w) => ({
      w,
      url: stored.replace(/-640\.webp$/, `-${w}.webp`),
    }));
    await expect(picture).toHaveAttribute(
      'srcset',
      widths.map(({ w, url }) => `${url} ${w}w`).join(', '),
    );
    await expect(picture).toHaveAttribute('sizes', '(min-width: 640px) 112px, 96px');
    for (const { w, url } of widths) {
      const response = await customer.request.get(url);
      expect(response.headers()['content-type']).toBe('image/webp');
      expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
      const size = await customer.evaluate(async (src) => {
        const image = new Image();
        image.src = src;
        await image.decode();
        return [image.naturalWidth, image.naturalHeight];
      }, url);
      expect(size).toEqual([w, (w * 3) / 4]);
    }
    // The card shows one of them, loaded by the browser from the srcset.
    const urls = widths.map(({ url }) => url);
    await expect
      .poll(() =>
        picture.evaluate((img: HTMLImageElement, all) => all.includes(img.currentSrc), urls),
      )
      .toBe(true);
    // The replaced picture does not linger in storage.
    expect((await customer.request.get(firstImage)).status()).toBe(400);

    // Switch it off on /menu: gone from /client, tagged on /menu.
    await admin.goto('/menu');
    await expect(admin.getByRole('heading', { level: 1, name: 'Cardápio Online' })).toBeVisible();
    const row = admin.getByTestId('menu-item').filter({ hasText: name });
    await row.getByRole('switch', { name: `Disponível: ${name}` }).click();
    await expect(admin.getByText('Item desabilitado', { exact: true })).toBeVisible();
    await expect(row.getByText('Indisponível')).toBeVisible();
    await customer.reload();
    await expect(customer.getByRole('article').first()).toBeVisible();
    await expect(card(customer)).toHaveCount(0);
    await admin.reload();
    await expect(row.getByRole('switch')).not.toBeChecked();

    // Delete it from /products, after a confirmation a click outside does not dismiss.
    await admin.goto('/products');
    await expect(adminCard.getByText('Indisponível')).toBeVisible();
    await admin.getByRole('button', { name: `Excluir ${name}` }).click();
    const confirm = admin.getByRole('alertdialog', { name: 'Confirmar exclusão' });
    await expect(confirm).toBeVisible();
    await admin.mouse.click(5, 5);
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Excluir' }).click();
    await expect(admin.getByText(`${name} foi removido com sucesso`)).toBeVisible();
    for (const { url } of widths) {
      await expect.poll(async () => (await customer.request.get(url)).status()).toBe(400);
    }
    await expect(adminCard).toHaveCount(0);
    await admin.reload();
    await expect(admin.getByTestId('product-card').first()).toBeVisible();
    await expect(adminCard).toHaveCount(0);
  } finally {
    await deleteThroughApi(name);
    await admin.context().close();
  }
});

test('the owner shares the menu: a 300×300 QR code PNG and a link to copy', async ({
  browser,
  baseURL,
}) => {
  const admin = await adminPage(browser, baseURL!);
  try {
    await admin.goto('/menu');
    await admin.getByRole('button', { name: 'Compartilhar Cardápio' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Compartilhar Cardápio' });
    const shown = dialog.getByRole('img', { name: 'QR Code do cardápio' });
    await expect(shown).toHaveAttribute('src', /^data:image\/png;base64,/);
    await expect(shown).toHaveJSProperty('width', 200);

    const [download] = await Promise.all([
      admin.waitForEvent('download'),
      dialog.getByRole('button', { name: 'Baixar QR Code' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('qrcode-cardapio.png');
    const chunks: Buffer[] = [];
    for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
    const png = Buffer.concat(chunks);
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(png.readUInt32BE(16)).toBe(300);
    expect(png.readUInt32BE(20)).toBe(300);
    await expect(admin.getByText('QR Code baixado', { exact: true })).toBeVisible();

    // It encodes the menu link: every module of the expected symbol matches the picture's pixel.
    const { create } = await import('qrcode');
    const symbol = create(`${baseURL}/client`, { errorCorrectionLevel: 'M' }).modules;
    const expected = Array.from(symbol.data, Boolean);
    const drawn = await admin.evaluate(
      async ({ dataUrl, size, margin }) => {
        const image = new Image();
        image.src = dataUrl;
        await image.decode();
        const canvas = document.createElement('canvas');
        canvas.width = image.width;
        canvas.height = image.height;
        const context = canvas.getContext('2d')!;
        context.drawImage(image, 0, 0);
        const scale = image.width / (size + margin * 2);
        const dark: boolean[] = [];
        for (let row = 0; row < size; row++) {
          for (let col = 0; col < size; col++) {
            const x = Math.floor((col + margin + 0.5) * scale);
            const y = Math.floor((row + margin + 0.5) * scale);
            dark.push(context.getImageData(x, y, 1, 1).data[0]! < 128);
          }
        }
        return dark;
      },
      { dataUrl: `data:image/png;base64,${png.toString('base64')}`, size: symbol.size, margin: 2 },
    );
    expect(drawn).toEqual(expected);

    await dialog.getByRole('tab', { name: 'Link' }).click();
    await expect(dialog.getByLabel('Link do cardápio')).toHaveValue(`${baseURL}/client`);
    await admin
      .context()
      .grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    await dialog.getByRole('button', { name: 'Copiar link' }).click();
    await expect(admin.getByText('Link copiado', { exact: true })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Link copiado' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Copiar link' })).toBeVisible({
      timeout: 4_000,
    });
  } finally {
    await admin.context().close();
  }
});
