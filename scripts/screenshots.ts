// `npm run screenshots [path …]`: look at the app as people do. Starts a fresh stack on the built
// app, signs the admin in for admin paths, and saves desktop (1280 px) and phone (390 px)
// screenshots of each path to .tmp/screenshots/, with a few orders placed so the panel has rows.
// Default paths: the main screens.
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../e2e/support/chromium.ts';
import { ADMIN_PASSWORD, ROOT, removeDir, startStack } from '../tests/support/stack.ts';

const PUBLIC = ['/', '/login', '/client', '/catalog', '/checkout', '/nao-existe'];
const ADMIN = [
  '/hours',
  '/dashboard',
  '/orders',
  '/products',
  '/menu',
  '/history',
  '/settings',
  '/settings/theme',
  '/delivery',
  '/payment',
  '/promotions',
  '/security',
];
const requested = process.argv.slice(2);
const paths = requested.length ? requested : [...PUBLIC, ...ADMIN];
const outDir = path.join(ROOT, '.tmp', 'screenshots');
fs.mkdirSync(outDir, { recursive: true });

const stack = await startStack({ fromTemplate: false });
await placeSampleOrders();
const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
try {
  for (const [label, viewport] of [
    ['desktop', { width: 1280, height: 860 }],
    ['phone', { width: 390, height: 844 }],
  ] as const) {
    const context = await browser.newContext({
      viewport,
      locale: 'pt-BR',
      timezoneId: 'America/Sao_Paulo',
    });
    await context.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort());
    const page = await context.newPage();
    let signedIn = false;
    for (const target of paths) {
      // Every path but the public ones is the panel's (/relatorios, /team… too): signed in first.
      if (!PUBLIC.includes(target) && !signedIn) {
        await signIn(page, stack.url);
        signedIn = true;
      }
      await page.goto(stack.url + target);
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(300);
      const file = path.join(
        outDir,
        `${target.replace(/\W+/g, '_').replace(/^_|_$/g, '') || 'home'}-${label}.png`,
      );
      await page.screenshot({ path: file, fullPage: true });
      console.log(path.relative(ROOT, file));
    }
    await context.close();
  }
} finally {
  await browser.close();
  await stack.stop();
  removeDir(stack.dataDir);
}

async function signIn(page: Page, url: string) {
  await page.goto(`${url}/login`);
  await page.getByLabel('Nome de usuário').fill('admin');
  await page.getByLabel('Senha', { exact: true }).fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Entrar' }).click();
  // The login page sends the visitor on: to /dashboard, or back to the page the guard stopped.
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

/** A few customers' orders of the demo menu, placed as the storefront does (place_order, anon). */
async function placeSampleOrders() {
  const customers = [
    [
      'Ana Souza',
      '(11) 98765-4321',
      'Rua das Flores, 123 - Centro',
      '5e1d0001-0000-4000-8000-000000000012',
    ],
    [
      'Bruno Lima',
      '(21) 99876-5432',
      'Av. Atlântica, 1500 - Copacabana',
      '5e1d0001-0000-4000-8000-000000000006',
    ],
    [
      'Carla Dias',
      '(31) 97654-3210',
      'Rua da Bahia, 900 - Lourdes',
      '5e1d0001-0000-4000-8000-000000000012',
    ],
  ];
  for (const [name, phone, address, productId] of customers) {
    const res = await fetch(`${stack.url}/rest/v1/rpc/place_order`, {
      method: 'POST',
      headers: { apikey: stack.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({
        customer_name: name,
        customer_phone: phone,
        customer_address: address,
        items: [{ product_id: productId, quantity: 3 }],
        payment_method: 'pix',
      }),
    });
    if (!res.ok) console.error(`sample order for ${name}: ${res.status} ${await res.text()}`);
  }
}
