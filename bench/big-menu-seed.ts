// The big menu's data (docs/performance.md): 80 products with camera-sized photos in 10
// categories, complementos on a third of them. The photos go through the app's own upload pipeline
// in Chromium (bench/big-menu-photos.page.ts); the demo menu is replaced by the big one.
import path from 'node:path';
import { build } from 'esbuild';
import pg from 'pg';
import type { Browser } from '@playwright/test';
import { ROOT, type TestStack } from '../tests/support/stack.ts';
import type { SeededPhoto } from './big-menu-photos.page.ts';

const PRODUCTS = 80;
const CATEGORIES = [
  'Pizzas',
  'Lanches',
  'Porções',
  'Pratos Executivos',
  'Massas',
  'Saladas',
  'Açaí',
  'Sobremesas',
  'Bebidas',
  'Combos',
];

/** The page-side seeding code with the app's pipeline, as one script for the page. */
async function photoScript(): Promise<string> {
  const out = await build({
    entryPoints: [path.join(ROOT, 'bench', 'big-menu-photos.page.ts')],
    bundle: true,
    format: 'iife',
    target: 'chrome120',
    write: false,
    logLevel: 'silent',
  });
  return out.outputFiles[0]!.text;
}

async function seedPhotos(browser: Browser, stack: TestStack): Promise<SeededPhoto[]> {
  const page = await browser.newPage();
  try {
    // Any address of the stack: the uploads are then same-origin.
    await page.goto(`${stack.url}/storage/v1/bucket`);
    await page.addScriptTag({ content: await photoScript() });
    return await page.evaluate(
      ([count, key]) =>
        (
          globalThis as unknown as {
            __bigMenu: {
              seedPhotos: (n: number, bucket: string, key: string) => Promise<SeededPhoto[]>;
            };
          }
        ).__bigMenu.seedPhotos(count, 'product-images', key),
      [PRODUCTS, stack.serviceRoleKey] as const,
    );
  } finally {
    await page.close();
  }
}

/** Uploads the photos and replaces the demo menu with the big one; returns the photos. */
export async function seedBigMenu(browser: Browser, stack: TestStack): Promise<SeededPhoto[]> {
  const photos = await seedPhotos(browser, stack);
  await seedMenu(stack.databaseUrl, photos);
  return photos;
}

/** Replaces the demo menu with 80 products, a third of them with complementos. */
async function seedMenu(databaseUrl: string, photos: SeededPhoto[]): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('begin');
    await client.query('delete from public.product_option_groups');
    await client.query('delete from public.option_groups');
    await client.query('delete from public.products');
    const { rows: products } = await client.query<{ id: string }>(
      `insert into public.products (name, description, price, image_url, category, sort_order)
       select ($1::text[])[i] || ' nº ' || (1 + (i - 1) / $2), 'Feito na hora com ingredientes ' ||
              'frescos: receita da casa número ' || i || ', servido quente e bem caprichado.',
              19.90 + (i % 7) * 4, ($3::text[])[i], ($1::text[])[i], i
         from generate_series(1, $4::int) as i
       returning id`,
      [
        Array.from({ length: PRODUCTS }, (_, i) => CATEGORIES[i % CATEGORIES.length]!),
        CATEGORIES.length,
        photos.map((photo) => photo.url),
        PRODUCTS,
      ],
    );
    const groups = await client.query<{ id: string }>(
      `insert into public.option_groups (name, min_select, max_select, pricing, sort_order)
       values ('Tamanho', 1, 1, 'sum', 1), ('Adicionais', 0, 3, 'sum', 2) returning id`,
    );
    for (const [g, group] of groups.rows.entries()) {
      await client.query(
        `insert into public.options (group_id, name, price, sort_order)
         select $1, $2 || ' ' || i, (i - 1) * 3, i from generate_series(1, 4) as i`,
        [group.id, g === 0 ? 'Tamanho' : 'Adicional'],
      );
    }
    const withOptions = products.filter((_, i) => i % 3 === 0).map((p) => p.id);
    await client.query(
      `insert into public.product_option_groups (product_id, group_id, sort_order)
       select p, g.id, g.n from unnest($1::uuid[]) as p,
         (select id, row_number() over () as n from unnest($2::uuid[]) as id) as g`,
      [withOptions, groups.rows.map((g) => g.id)],
    );
    await client.query('commit');
  } catch (error) {
    await client.query('rollback');
    throw error;
  } finally {
    await client.end();
  }
}
