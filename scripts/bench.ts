// `npm run bench`: the performance report of DESIGN.md section 8. Starts its own stacks on fresh
// data, prints a table with ✔ / ✘ next to each budget and writes bench/results.json.
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { chromium, type Page } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../e2e/support/chromium.ts';
import { ROOT, removeDir, startStack, type TestStack } from '../tests/support/stack.ts';
import { Results } from '../bench/measures.ts';
import { measurePage } from '../bench/page-weight.ts';
import { placeOrderThroughput } from '../bench/throughput.ts';

const results = new Results();
const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

// Its own build, so that a bench never disturbs dist/ or a test run serving it.
const distDir = path.join(ROOT, '.tmp', 'bench-dist');
console.log('Building the app…');
const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', distDir, '--emptyOutDir'], { cwd: ROOT, stdio: 'inherit' });
if (build.status !== 0) process.exit(1);

async function signIn(page: Page, url: string) {
  await page.goto(`${url}/login`);
  await page.getByLabel('Nome de usuário').fill('admin');
  await page.getByLabel('Senha', { exact: true }).fill('admin123');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL(/\/security|\/dashboard/);
}

async function pageWeights(stack: TestStack) {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
  try {
    const client = await measurePage(browser, `${stack.url}/client`);
    results.add('client_js_gzip', kb(client.jsGzip), 'KB', { max: 100 });
    results.add('client_js_raw', kb(client.jsRaw), 'KB');
    results.add('client_css_gzip', kb(client.cssGzip), 'KB');
    const cart = JSON.stringify([{ id: '5e1d0001-0000-4000-8000-000000000001', name: 'Pizza Margherita', price: 49.9, quantity: 1 }]);
    const checkout = await measurePage(browser, `${stack.url}/client/checkout`, async (page) => {
      await page.addInitScript((value) => localStorage.setItem('cart', value), cart);
    });
    results.add('checkout_js_gzip', kb(checkout.jsGzip), 'KB');
    const login = await measurePage(browser, `${stack.url}/login`);
    results.add('login_js_gzip', kb(login.jsGzip), 'KB');
    const dashboard = await measurePage(browser, `${stack.url}/dashboard`, (page) => signIn(page, stack.url));
    results.add('dashboard_js_gzip', kb(dashboard.jsGzip), 'KB', undefined, 'after sign-in; shared chunks already cached');
  } finally {
    await browser.close();
  }
}

async function throughput(stack: TestStack, label: string, minPerSecond: number) {
  for (const clients of [10, 50]) {
    const r = await placeOrderThroughput(stack, clients, 10, `bench-${label}-${clients}`);
    results.add(`place_order_${label}_${clients}c_per_s`, Math.round(r.perSecond), 'orders/s', clients === 10 ? { min: minPerSecond } : undefined);
    results.add(`place_order_${label}_${clients}c_errors`, r.errors, 'errors', { max: 0 });
    results.add(`place_order_${label}_${clients}c_lost`, r.lost + r.duplicateNumbers, 'lost or duplicated', { max: 0 });
  }
}

const stack = await startStack({ fromTemplate: false, env: { DIST_DIR: distDir } });
try {
  results.add('stack_startup_new_data_dir', stack.startupMs, 'ms');
  await pageWeights(stack);
  await throughput(stack, 'pglite', 300);
} finally {
  await stack.stop();
  removeDir(stack.dataDir);
}

if (process.env.TEST_POSTGRES_URL) {
  const pgStack = await startStack({ fromTemplate: false, env: { DIST_DIR: distDir, DATABASE_URL: process.env.TEST_POSTGRES_URL } });
  try {
    await throughput(pgStack, 'postgres', 1000);
  } finally {
    await pgStack.stop();
    removeDir(pgStack.dataDir);
  }
} else {
  results.add('place_order_postgres_10c_per_s', null, 'orders/s', { min: 1000 }, 'set TEST_POSTGRES_URL to measure');
}

console.log('\n' + results.table());
fs.mkdirSync(path.join(ROOT, 'bench'), { recursive: true });
fs.writeFileSync(path.join(ROOT, 'bench', 'results.json'), JSON.stringify(results.measures, null, 2) + '\n');
console.log('\nWrote bench/results.json');
