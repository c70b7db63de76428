// `npm run bench`: the performance report of DESIGN.md section 8. Starts its own stacks on fresh
// data, prints a table with ✔ / ✘ next to each budget and writes bench/results.json.
// On one stack: page weights, Lighthouse on /client, order → dashboard latency, then place_order
// throughput; on a second stack seeded with 20,000 orders: the admin tables' first render.
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { chromium, type Page } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../e2e/support/chromium.ts';
import { ROOT, removeDir, startStack, type TestStack } from '../tests/support/stack.ts';
import { Results } from '../bench/measures.ts';
import { measurePage } from '../bench/page-weight.ts';
import { placeOrderThroughput } from '../bench/throughput.ts';
import { launchBenchBrowser, signIn } from '../bench/browser.ts';
import { lighthouseMedian } from '../bench/lighthouse.ts';
import { orderToDashboard } from '../bench/order-to-dashboard.ts';
import { seedOrders } from '../bench/seed-orders.ts';
import { bigTables } from '../bench/big-tables.ts';

const results = new Results();
const benchStart = Date.now();
// `npm run bench -- --only=weights,lighthouse` runs some parts (weights, lighthouse, latency,
// throughput, big, postgres); results.json is written only by a full run.
const only = process.argv
  .find((arg) => arg.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',');
const wanted = (part: string) => !only || only.includes(part);
async function timed(label: string, run: () => Promise<void>, part: string) {
  if (!wanted(part)) return;
  const started = Date.now();
  console.log(`\n▶ ${label}`);
  await run();
  console.log(`  ${label}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

// Its own build, so that a bench never disturbs dist/ or a test run serving it.
const distDir = path.join(ROOT, '.tmp', 'bench-dist');
console.log('Building the app…');
const build = spawnSync(
  'npx',
  ['vite', 'build', '--logLevel', 'warn', '--outDir', distDir, '--emptyOutDir'],
  { cwd: ROOT, stdio: 'inherit' },
);
if (build.status !== 0) process.exit(1);

const MARGHERITA_CART = JSON.stringify([
  {
    id: '5e1d0001-0000-4000-8000-000000000001',
    name: 'Pizza Margherita',
    price: 49.9,
    quantity: 1,
  },
]);

/** The pages weighed, each with what shows that its content (not a skeleton) has rendered. */
const WEIGHED_PAGES: Array<{
  name: string;
  path: string;
  rendered: string;
  prepare?: (page: Page, url: string) => Promise<void>;
  note?: string;
}> = [
  {
    name: 'client',
    path: '/client',
    rendered: 'article h3',
    note: 'its content: the first product card',
  },
  {
    name: 'checkout',
    path: '/client/checkout',
    rendered: 'form input',
    prepare: async (page) => {
      await page.addInitScript(
        (value: string) => localStorage.setItem('cart', value),
        MARGHERITA_CART,
      );
    },
  },
  { name: 'login', path: '/login', rendered: 'form input' },
  {
    name: 'dashboard',
    path: '/dashboard',
    rendered: 'main h1',
    prepare: (page, url) => signIn(page, url),
    note: 'after signing in on /login',
  },
];

async function pageWeights(stack: TestStack) {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
  try {
    for (const { name, path: pagePath, rendered, prepare, note } of WEIGHED_PAGES) {
      const weight = await measurePage(browser, `${stack.url}${pagePath}`, {
        renderedSelector: rendered,
        ...(prepare ? { prepare: (page: Page) => prepare(page, stack.url) } : {}),
      });
      const budget = name === 'client' ? { max: 100 } : undefined;
      results.add(
        `${name}_js_gzip`,
        kb(weight.toRender.jsGzip),
        'KB',
        budget,
        `requested before the page rendered${note ? ` (${note})` : ''}`,
      );
      results.add(`${name}_js_raw`, kb(weight.toRender.jsRaw), 'KB');
      results.add(`${name}_css_gzip`, kb(weight.toRender.cssGzip), 'KB');
      results.add(`${name}_css_raw`, kb(weight.toRender.cssRaw), 'KB');
      results.add(
        `${name}_js_gzip_after_idle`,
        kb(weight.total.jsGzip),
        'KB',
        undefined,
        'with what loads once the page shows',
      );
    }
  } finally {
    await browser.close();
  }
}

/** Lighthouse, default mobile config (simulated throttling), median of a few runs. */
async function lighthouseClient(stack: TestStack, runs = 3) {
  const r = await lighthouseMedian(`${stack.url}/client`, runs);
  const failed = r.runs.filter((run) => run.score === null);
  const detail = r.runs
    .map((run) => (run.score === null ? `failed (${run.error ?? 'no score'})` : String(run.score)))
    .join(', ');
  console.log(`Lighthouse /client: ${r.runs.map((run) => JSON.stringify(run)).join('\n  ')}`);
  results.add(
    'client_lighthouse_performance',
    r.score,
    '/100',
    { min: 95 },
    `median of ${r.runs.length - failed.length} runs: ${detail}`,
  );
  results.add('client_lcp', r.lcpMs === null ? null : Math.round(r.lcpMs), 'ms');
}

/** Order placed through the gateway → its row in 'Pedidos Recentes' on an open dashboard. */
async function orderLatency(stack: TestStack, orders = 100) {
  const browser = await launchBenchBrowser();
  try {
    const r = await orderToDashboard(browser, stack, { orders });
    const b = r.breakdown;
    const split = (Object.keys(b) as Array<keyof typeof b>)
      .map((k) => `${k} ${b[k].p50}/${b[k].p95}`)
      .join(', ');
    console.log(
      `order → dashboard: p50 ${r.p50} ms, p95 ${r.p95} ms, max ${r.max} ms; page clock skew ${r.clockSkewMs} ms`,
    );
    console.log(`  where the time goes, p50/p95 ms: ${split}`);
    results.add('order_to_dashboard_p50_ms', r.p50, 'ms');
    results.add(
      'order_to_dashboard_p95_ms',
      r.p95,
      'ms',
      { max: 250 },
      `${orders} orders one at a time; ${r.missed} never shown, ${r.errors} failed; p50 split: place_order ${b.rpc.p50}, ` +
        `realtime ${b.realtime.p50}, to refetch ${b.toRefetch.p50}, refetch ${b.refetch.p50}, render ${b.render.p50} ms`,
    );
  } finally {
    await browser.close();
  }
}

/** /dashboard and /orders with 20,000 orders in the database (a stack of its own). */
async function bigData(count = 20_000) {
  const stack = await startStack({ fromTemplate: false, env: { DIST_DIR: distDir } });
  try {
    const seeded = await seedOrders(stack.databaseUrl, count);
    console.log(`Seeded ${seeded.total} orders in ${seeded.ms} ms`);
    if (seeded.total !== count) throw new Error(`expected ${count} orders, found ${seeded.total}`);
    const browser = await launchBenchBrowser();
    try {
      const r = await bigTables(browser, stack, ['/dashboard', '/orders']);
      console.log(
        `first row (ms since navigation start, first visit first): ${JSON.stringify(r.firstRowMs)}`,
      );
      for (const [name, page] of [
        ['dashboard_first_row_20k_ms', '/dashboard'],
        ['orders_first_row_20k_ms', '/orders'],
      ] as const) {
        const times = r.firstRowMs[page] ?? [];
        results.add(
          name,
          r.medianMs[page] ?? null,
          'ms',
          { max: 1000 },
          `median of ${times.length - 1} loads, signed in, HTTP cache warm (first visit ${times[0]} ms)`,
        );
      }
      const where = (res: typeof r.largest) =>
        res
          ? `${new URL(res.url).pathname}${res.contentRange ? ` (Content-Range ${res.contentRange})` : ''}`
          : '';
      results.add(
        'largest_response_20k_kb',
        r.largest ? kb(r.largest.bytes) : null,
        'KB',
        undefined,
        r.largest
          ? `${where(r.largest)}, ${r.largest.rows ?? '?'} rows; ${r.responses.length} /rest/v1 responses`
          : undefined,
      );
      results.add(
        'max_rows_in_response_20k',
        r.mostRows?.rows ?? null,
        'rows',
        { max: 100 },
        where(r.mostRows),
      );
    } finally {
      await browser.close();
    }
  } finally {
    await stack.stop();
    removeDir(stack.dataDir);
  }
}

async function throughput(stack: TestStack, label: string, minPerSecond: number) {
  for (const clients of [10, 50]) {
    const r = await placeOrderThroughput(stack, clients, 10, `bench-${label}-${clients}`);
    results.add(
      `place_order_${label}_${clients}c_per_s`,
      Math.round(r.perSecond),
      'orders/s',
      clients === 10 ? { min: minPerSecond } : undefined,
    );
    results.add(`place_order_${label}_${clients}c_errors`, r.errors, 'errors', { max: 0 });
    results.add(
      `place_order_${label}_${clients}c_lost`,
      r.lost + r.duplicateNumbers,
      'lost or duplicated',
      { max: 0 },
    );
  }
}

const stack = await startStack({ fromTemplate: false, env: { DIST_DIR: distDir } });
try {
  results.add('stack_startup_new_data_dir', stack.startupMs, 'ms');
  await timed('page weights', () => pageWeights(stack), 'weights');
  await timed('Lighthouse /client', () => lighthouseClient(stack), 'lighthouse');
  await timed('order → dashboard', () => orderLatency(stack), 'latency');
  await timed(
    'place_order throughput (PGlite)',
    () => throughput(stack, 'pglite', 300),
    'throughput',
  );
} finally {
  await stack.stop();
  removeDir(stack.dataDir);
}

await timed('20,000 orders', () => bigData(), 'big');

if (!wanted('postgres')) {
  // not asked for
} else if (process.env.TEST_POSTGRES_URL) {
  const pgStack = await startStack({
    fromTemplate: false,
    env: { DIST_DIR: distDir, DATABASE_URL: process.env.TEST_POSTGRES_URL },
  });
  try {
    await timed(
      'place_order throughput (PostgreSQL)',
      () => throughput(pgStack, 'postgres', 1000),
      'postgres',
    );
  } finally {
    await pgStack.stop();
    removeDir(pgStack.dataDir);
  }
} else {
  results.add(
    'place_order_postgres_10c_per_s',
    null,
    'orders/s',
    { min: 1000 },
    'set TEST_POSTGRES_URL to measure',
  );
}

console.log('\n' + results.table());
if (only) process.exit(0);
fs.mkdirSync(path.join(ROOT, 'bench'), { recursive: true });
fs.writeFileSync(
  path.join(ROOT, 'bench', 'results.json'),
  JSON.stringify(results.measures, null, 2) + '\n',
);
console.log(
  `\nWrote bench/results.json (bench ran ${Math.round((Date.now() - benchStart) / 1000)} s)`,
);
